package httpapi

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// Owners and managers keep the staff accounts; a manager never touches an
// owner's, and the last active owner stays one.
func TestStaffAccountsAdmin(t *testing.T) {
	t.Parallel()
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		ts, _ := newAdminSpa(t, e)
		owner := login(t, ts)
		ownerAcc, err := ts.db.StaffUserByEmail(t.Context(), testEmail)
		if err != nil {
			t.Fatal(err)
		}
		send := func(cookie, method, path, body string, want int) []byte {
			t.Helper()
			resp, got := ts.do(t, method, path, body, as(cookie))
			if resp.StatusCode != want {
				t.Fatalf("%s %s %s: %d %s, want %d", method, path, body, resp.StatusCode, got, want)
			}
			return got
		}

		// The owner opens a manager's account; bad input names its fields.
		got := send(owner, "POST", "/api/admin/users", `{"name":"Sara","email":" Sara@Serenity.example ","role":"manager","password":"manager pw 2026"}`, 201)
		var sara staffAccount
		if err := json.Unmarshal(got, &sara); err != nil || sara.Email != "sara@serenity.example" || sara.Role != dayspa.RoleManager || !sara.Active {
			t.Fatalf("created %s (%v)", got, err)
		}
		if strings.Contains(string(got), "argon2") || strings.Contains(string(got), "$2a$") {
			t.Fatalf("the answer shows the hash: %s", got)
		}
		got = send(owner, "POST", "/api/admin/users", `{"name":"","email":"x","role":"boss","password":"short"}`, 400)
		for _, field := range []string{`"name"`, `"email"`, `"role"`, `"password"`} {
			if !strings.Contains(string(got), field) {
				t.Errorf("400 %s does not name %s", got, field)
			}
		}
		send(owner, "POST", "/api/admin/users", `{"name":"Sara B","email":"sara@serenity.example","role":"reception","password":"another pw 2026"}`, 409)

		// The manager: reception yes, owners no.
		manager := staffLogin(t, ts, "sara@serenity.example", "manager pw 2026")
		got = send(manager, "POST", "/api/admin/users", `{"name":"Layla","email":"layla@serenity.example","role":"reception","password":"front desk 2026"}`, 201)
		var layla staffAccount
		if err := json.Unmarshal(got, &layla); err != nil {
			t.Fatal(err)
		}
		send(manager, "POST", "/api/admin/users", `{"name":"Boss","email":"boss@serenity.example","role":"owner","password":"owner pw 2026 b"}`, 403)
		send(manager, "PATCH", fmt.Sprintf("/api/admin/users/%d", layla.ID), `{"role":"owner"}`, 403)
		send(manager, "PATCH", fmt.Sprintf("/api/admin/users/%d", ownerAcc.ID), `{"name":"Renamed"}`, 403)
		send(manager, "DELETE", fmt.Sprintf("/api/admin/users/%d", ownerAcc.ID), "", 403)
		send(manager, "PATCH", "/api/admin/users/9999", `{"name":"Nobody"}`, 404)

		// Reception may not keep accounts at all.
		reception := staffLogin(t, ts, "layla@serenity.example", "front desk 2026")
		send(reception, "GET", "/api/admin/users", "", 403)

		// A new password from the manager ends Layla's session and works.
		send(manager, "PATCH", fmt.Sprintf("/api/admin/users/%d", layla.ID), `{"password":"new front desk 2026"}`, 200)
		if isAdmin(t, ts, reception) {
			t.Error("Layla's session survived her new password")
		}
		reception = staffLogin(t, ts, "layla@serenity.example", "new front desk 2026")
		send(manager, "DELETE", fmt.Sprintf("/api/admin/users/%d", layla.ID), "", 204)
		if isAdmin(t, ts, reception) {
			t.Error("Layla's session survived her account's closing")
		}

		// The last active owner cannot go.
		send(owner, "PATCH", fmt.Sprintf("/api/admin/users/%d", ownerAcc.ID), `{"role":"manager"}`, 409)
		send(owner, "DELETE", fmt.Sprintf("/api/admin/users/%d", ownerAcc.ID), "", 409)

		got = send(owner, "GET", "/api/admin/users", "", 200)
		var all []staffAccount
		if err := json.Unmarshal(got, &all); err != nil || len(all) != 3 {
			t.Fatalf("list %s (%v)", got, err)
		}
	})
}

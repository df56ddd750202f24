package httpapi

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// TestAdminAuditList: the log answers filtered, bounded pages and the same
// as CSV (itself recorded as an export); a wrong filter is a 400 naming
// the parameter; without a session, 401.
func TestAdminAuditList(t *testing.T) {
	t.Parallel()
	ts, _ := newAdminSpa(t, sqlstoretest.Engines()[0])
	run := specRunner(t, ts)
	c := login(t, ts)
	ctx := context.Background()
	for _, e := range []dayspa.AuditEvent{
		{Actor: dayspa.Actor{UserID: 1, Name: "Test owner", Role: dayspa.RoleOwner}, Entity: "services", EntityID: "3", Action: dayspa.AuditUpdate,
			Before: json.RawMessage(`{"price":"450.00"}`), After: json.RawMessage(`{"price":"480.00"}`)},
		{Actor: dayspa.Actor{Name: "=HYPERLINK()"}, Entity: "services", EntityID: "4", Action: dayspa.AuditDelete},
	} {
		if err := ts.db.AppendAudit(ctx, e); err != nil {
			t.Fatal(err)
		}
	}
	run(t, scenario{name: "filtered", path: "/api/admin/audit?entity=services&action=update&from=2026-01-01", headers: as(c), status: 200,
		header: map[string]string{"X-Total-Count": "1"}, want: []string{`"entityId":"3"`, `"before":{"price":"450.00"}`, `"after":{"price":"480.00"}`}})
	run(t, scenario{name: "page", path: "/api/admin/audit?limit=1&page=3", headers: as(c), status: 200,
		header: map[string]string{"X-Total-Count": "3"}, want: []string{`"action":"sign-in"`}}) // newest first: the sign-in is last
	run(t, scenario{name: "wrong filter", path: "/api/admin/audit?action=edit&from=soon&page=0", headers: as(c), status: 400}.withFields(map[string]string{
		"action": "Action must be one of create, update, delete, status, sign-in, sign-in-failed, sign-out, export, download.",
		"from":   dayspa.MsgDateFormat.Text,
		"page":   dayspa.MsgPage.Text,
	}))
	run(t, scenario{name: "no session", path: "/api/admin/audit", status: 401})
	run(t, scenario{name: "csv", path: "/api/admin/audit.csv?entity=services", headers: as(c), status: 200,
		header: map[string]string{"Content-Disposition": `attachment; filename="audit.csv"`},
		check: func(t *testing.T, resp *http.Response, body []byte) {
			rows, err := csv.NewReader(strings.NewReader(string(body))).ReadAll()
			if err != nil {
				t.Fatal(err)
			}
			if len(rows) != 3 || rows[0][0] != "at (Asia/Dubai)" || rows[1][1] != "'=HYPERLINK()" || rows[2][9] != `{"price":"480.00"}` {
				t.Errorf("csv rows %q", rows)
			}
		}})
	events, _, err := ts.db.AuditEvents(ctx, dayspa.AuditFilter{Action: dayspa.AuditExport, Page: dayspa.Page{Limit: 10}})
	if err != nil {
		t.Fatal(err)
	}
	if len(events) != 1 || events[0].Entity != "audit" || events[0].Actor.Name != "Test owner" {
		t.Errorf("the CSV export recorded %+v, want one export of the audit log", events)
	}
}

package dayspa

import (
	"slices"
	"testing"
)

func TestRolePermissionsTable(t *testing.T) {
	all := rolePermissions[RoleOwner]
	for _, p := range all {
		if !RoleOwner.Can(p) {
			t.Errorf("owner cannot %s", p)
		}
		if p != PermOwnerAccounts && !RoleManager.Can(p) {
			t.Errorf("manager cannot %s", p)
		}
	}
	if RoleManager.Can(PermOwnerAccounts) {
		t.Error("a manager may touch owners' accounts")
	}
	for _, p := range []Permission{PermToday, PermCalendar, PermBookings, PermCustomer, PermMessages, PermSentEmails, PermCheckout} {
		if !RoleReception.Can(p) {
			t.Errorf("reception cannot %s", p)
		}
	}
	for _, p := range []Permission{PermIncome, PermReports, PermContent, PermTeam, PermSettings, PermAccounts, PermOwnerAccounts} {
		if RoleReception.Can(p) {
			t.Errorf("reception can %s", p)
		}
	}
	for _, p := range all {
		want := p == PermSignedIn || p == PermOwnCalendar || p == PermOwnTimeOff || p == PermOwnEarnings
		if RoleTherapist.Can(p) != want {
			t.Errorf("therapist can %s: %v, want %v", p, !want, want)
		}
	}
	// Every permission any role has, the owner has.
	for r, ps := range rolePermissions {
		for _, p := range ps {
			if !RoleOwner.Can(p) {
				t.Errorf("%s can %s but the owner cannot", r, p)
			}
		}
	}
	if Role("admin").Can(PermSignedIn) || Role("").Valid() {
		t.Error("an unknown role may do something")
	}
}

func TestRoleCanManage(t *testing.T) {
	cases := []struct {
		by, target Role
		want       bool
	}{
		{RoleOwner, RoleOwner, true},
		{RoleOwner, RoleTherapist, true},
		{RoleManager, RoleOwner, false},
		{RoleManager, RoleManager, true},
		{RoleManager, RoleReception, true},
		{RoleReception, RoleTherapist, false},
		{RoleTherapist, RoleTherapist, false},
	}
	for _, c := range cases {
		if got := c.by.CanManage(c.target); got != c.want {
			t.Errorf("%s manages %s: %v, want %v", c.by, c.target, got, c.want)
		}
	}
}

func TestNewStaffUserValidate(t *testing.T) {
	id := int64(3)
	bad := int64(0)
	ok := NewStaffUser{Name: "Layla Haddad", Email: "  Layla@Spa.AE ", Role: RoleReception}
	if err := ok.Validate(); err != nil {
		t.Fatalf("valid account refused: %v", err)
	}
	if ok.Email != "layla@spa.ae" {
		t.Fatalf("e-mail not normalised: %q", ok.Email)
	}
	th := NewStaffUser{Name: "Mei", Email: "mei@spa.ae", Role: RoleTherapist, TherapistID: &id}
	if err := th.Validate(); err != nil {
		t.Fatalf("therapist refused: %v", err)
	}
	cases := []struct {
		name  string
		in    NewStaffUser
		field string
	}{
		{"no name", NewStaffUser{Email: "a@spa.ae", Role: RoleOwner}, "name"},
		{"bad e-mail", NewStaffUser{Name: "Aisha", Email: "aisha", Role: RoleOwner}, "email"},
		{"no role", NewStaffUser{Name: "Aisha", Email: "a@spa.ae"}, "role"},
		{"unknown role", NewStaffUser{Name: "Aisha", Email: "a@spa.ae", Role: "admin"}, "role"},
		{"therapist unlinked", NewStaffUser{Name: "Aisha", Email: "a@spa.ae", Role: RoleTherapist}, "therapistId"},
		{"bad link", NewStaffUser{Name: "Aisha", Email: "a@spa.ae", Role: RoleManager, TherapistID: &bad}, "therapistId"},
	}
	for _, c := range cases {
		err := c.in.Validate()
		if ErrorCode(err) != EINVALID {
			t.Errorf("%s: %v, want EINVALID", c.name, err)
			continue
		}
		if _, ok := ErrorFields(err)[c.field]; !ok {
			t.Errorf("%s: fields %v, want %s", c.name, ErrorFields(err), c.field)
		}
	}
}

func TestStaffPatchApply(t *testing.T) {
	tid := int64(4)
	u := StaffUser{ID: 2, Name: "Layla", Email: "layla@spa.ae", Role: RoleReception, Active: true}
	name, role, off := "Layla Haddad", RoleTherapist, false
	got, err := StaffPatch{Name: &name, Role: &role, Active: &off, TherapistID: []byte("4")}.Apply(u)
	if err != nil || got.Name != name || got.Role != role || got.Active || got.TherapistID == nil || *got.TherapistID != tid || got.Email != u.Email {
		t.Fatalf("applied %+v (%v)", got, err)
	}
	// Unlinking a therapist's account breaks her role's rule.
	if _, err := (StaffPatch{TherapistID: []byte("null")}).Apply(got); ErrorFields(err)["therapistId"] == "" {
		t.Errorf("unlinked therapist: %v", err)
	}
	bad := Role("admin")
	if _, err := (StaffPatch{Role: &bad}).Apply(u); ErrorFields(err)["role"] == "" {
		t.Errorf("bad role: %v", err)
	}
	if _, err := (StaffPatch{TherapistID: []byte(`"x"`)}).Apply(u); ErrorFields(err)["therapistId"] == "" {
		t.Errorf("bad link: %v", err)
	}
}

func TestCheckStaffChange(t *testing.T) {
	owner := StaffUser{ID: 1, Role: RoleOwner, Active: true}
	reception := StaffUser{ID: 2, Role: RoleReception, Active: true}
	asManager, asOwner := owner, reception
	asManager.Role, asOwner.Role = RoleManager, RoleOwner
	disabledOwner := owner
	disabledOwner.Active = false
	cases := []struct {
		name          string
		by            Role
		before, after StaffUser
		owners        int
		want          string
	}{
		{"manager edits reception", RoleManager, reception, reception, 1, ""},
		{"manager edits an owner", RoleManager, owner, owner, 2, EFORBIDDEN},
		{"manager makes an owner", RoleManager, reception, asOwner, 1, EFORBIDDEN},
		{"owner makes an owner", RoleOwner, reception, asOwner, 1, ""},
		{"reception edits anyone", RoleReception, reception, reception, 1, EFORBIDDEN},
		{"last owner demoted", RoleOwner, owner, asManager, 1, ECONFLICT},
		{"last owner disabled", RoleOwner, owner, disabledOwner, 1, ECONFLICT},
		{"one of two owners disabled", RoleOwner, owner, disabledOwner, 2, ""},
	}
	for _, c := range cases {
		if got := ErrorCode(CheckStaffChange(c.by, c.before, c.after, c.owners)); c.want == "" && got != "" || c.want != "" && got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}

// An account's permissions are its role's, but a therapist's own places
// (her day, time off and earnings) only with a therapist record linked:
// without one there is no day of her own to show.
func TestStaffUserPermissions(t *testing.T) {
	id := int64(3)
	own := []Permission{PermOwnCalendar, PermOwnTimeOff, PermOwnEarnings}
	for _, r := range Roles {
		linked := StaffUser{Role: r, TherapistID: &id}.Permissions()
		if want := r.Permissions(); !slices.Equal(linked, want) {
			t.Errorf("%s linked to a therapist: %v, want the role's %v", r, linked, want)
		}
		unlinked := StaffUser{Role: r}.Permissions()
		for _, p := range r.Permissions() {
			if has := slices.Contains(unlinked, p); has == slices.Contains(own, p) {
				t.Errorf("%s without a therapist link has %s: %v", r, p, has)
			}
		}
	}
	if got := (StaffUser{Role: RoleTherapist}).Permissions(); !slices.Equal(got, []Permission{PermSignedIn}) {
		t.Errorf("an unlinked therapist: %v, want only signed_in", got)
	}
}

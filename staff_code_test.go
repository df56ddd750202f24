package dayspa

import "testing"

// TestCodePolicy: when codes are required, owners and managers (who can
// see and change everything) must have one, nobody else; when offered,
// nobody must; an unset policy requires them.
func TestCodePolicy(t *testing.T) {
	for _, c := range []struct {
		p    CodePolicy
		must []Role
	}{
		{CodesRequired, []Role{RoleOwner, RoleManager}},
		{"", []Role{RoleOwner, RoleManager}},
		{CodesOffered, nil},
	} {
		for _, r := range Roles {
			want := false
			for _, m := range c.must {
				want = want || m == r
			}
			if got := c.p.Requires(r); got != want {
				t.Errorf("%q.Requires(%s) = %v, want %v", c.p, r, got, want)
			}
		}
	}
	if !CodesRequired.Valid() || !CodesOffered.Valid() || CodePolicy("").Valid() || CodePolicy("always").Valid() {
		t.Error("Valid accepts only required and offered")
	}
}

// TestCodeSetupMay: a session that still owes its code's set-up reaches
// only the set-up, its own profile and logout: not even what every other
// signed-in person reaches (navigation, sessions, turning a code off).
func TestCodeSetupMay(t *testing.T) {
	for route, want := range map[[2]string]bool{
		{"GET", "/api/admin/me"}: true, {"POST", "/api/admin/me/code"}: true, {"POST", "/api/admin/me/code/confirm"}: true,
		{"POST", "/api/admin/logout"}: true,
		{"GET", "/api/admin/nav"}:     false, {"GET", "/api/admin/me/calendar"}: false, {"GET", "/api/admin/me/sessions"}: false,
		{"DELETE", "/api/admin/sessions/{id}"}: false, {"DELETE", "/api/admin/me/code"}: false, {"GET", "/api/admin/me/code"}: false,
		{"POST", "/api/admin/me"}: false, {"GET", "/api/admin/stats"}: false, {"GET", "/api/admin/users"}: false,
	} {
		if got := CodeSetupMay(route[0], route[1]); got != want {
			t.Errorf("CodeSetupMay(%s %s) = %v, want %v", route[0], route[1], got, want)
		}
	}
}

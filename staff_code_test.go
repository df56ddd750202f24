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
// only what every signed-in person needs, none of the spa's records.
func TestCodeSetupMay(t *testing.T) {
	for _, p := range RoleOwner.Permissions() {
		if got, want := CodeSetupMay(p), p == PermSignedIn; got != want {
			t.Errorf("CodeSetupMay(%s) = %v, want %v", p, got, want)
		}
	}
}

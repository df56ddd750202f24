package httpapi

import (
	"net/http"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/auth"
)

// staffAccount is a staff account as the accounts page shows it: never its
// password hash.
type staffAccount struct {
	ID                int64       `json:"id"`
	Name              string      `json:"name"`
	Email             string      `json:"email"`
	Role              dayspa.Role `json:"role"`
	Active            bool        `json:"active"`
	TherapistID       *int64      `json:"therapistId"`
	PasswordChangedAt time.Time   `json:"passwordChangedAt"`
	CreatedAt         time.Time   `json:"createdAt"`
}

func accountOf(u dayspa.StaffUser) staffAccount {
	return staffAccount{ID: u.ID, Name: u.Name, Email: u.Email, Role: u.Role, Active: u.Active,
		TherapistID: u.TherapistID, PasswordChangedAt: u.PasswordChangedAt, CreatedAt: u.CreatedAt}
}

// adminUsers lists the staff accounts (GET /api/admin/users).
func (s *Server) adminUsers(w http.ResponseWriter, r *http.Request) error {
	all, err := s.store.StaffUsers(r.Context())
	if err != nil {
		return err
	}
	out := make([]staffAccount, len(all))
	for i, u := range all {
		out[i] = accountOf(u)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// newAccountRequest is the body of POST /api/admin/users.
type newAccountRequest struct {
	Name        string      `json:"name"`
	Email       string      `json:"email"`
	Role        dayspa.Role `json:"role"`
	TherapistID *int64      `json:"therapistId"`
	Password    string      `json:"password"`
}

// checkPassword refuses a password auth would not store, naming the field.
func checkPassword(password string) error {
	if auth.CheckNewPassword(password) != nil {
		return dayspa.FieldError("password", dayspa.MsgStaffPassword)
	}
	return nil
}

// adminCreateUser opens an account (POST /api/admin/users): 201 with it.
// A manager cannot open an owner's account.
func (s *Server) adminCreateUser(w http.ResponseWriter, r *http.Request) error {
	by, _ := staffOf(r)
	var in newAccountRequest
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	n := dayspa.NewStaffUser{Name: in.Name, Email: in.Email, Role: in.Role, TherapistID: in.TherapistID}
	f := dayspa.FieldErrors{}
	f.Merge(n.Validate())
	f.Merge(checkPassword(in.Password))
	if err := f.Err(); err != nil {
		return err
	}
	if err := dayspa.CheckStaffChange(by.Role, dayspa.StaffUser{Role: n.Role}, dayspa.StaffUser{Role: n.Role, Active: true}, 0); err != nil {
		return err
	}
	hash, err := auth.HashPassword(in.Password)
	if err != nil {
		return err
	}
	u, err := s.store.CreateStaffUser(r.Context(), n, hash)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusCreated, accountOf(u))
	return nil
}

// adminUpdateUser changes an account (PATCH /api/admin/users/{id}): its
// name, e-mail, role, active flag, therapist link or password. A new role,
// a new password or a disable ends the account's sessions.
func (s *Server) adminUpdateUser(w http.ResponseWriter, r *http.Request) error {
	by, _ := staffOf(r)
	var in dayspa.StaffPatch
	if err := decodeJSON(w, r, &in); err != nil {
		return err
	}
	before, err := s.accountInPath(r)
	if err != nil {
		return err
	}
	after, err := in.Apply(before)
	if in.Password != nil {
		f := dayspa.FieldErrors{}
		f.Merge(err)
		f.Merge(checkPassword(*in.Password))
		err = f.Err()
	}
	if err != nil {
		return err
	}
	if err := s.checkStaffChange(r, by, before, after); err != nil {
		return err
	}
	if after, err = s.store.UpdateStaffUser(r.Context(), after); err != nil {
		return err
	}
	if in.Password != nil {
		if err := auth.SetStaffPassword(r.Context(), s.store, before.ID, *in.Password); err != nil {
			return err
		}
		if after, err = s.store.StaffUser(r.Context(), before.ID); err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusOK, accountOf(after))
	return nil
}

// adminDeleteUser closes an account (DELETE /api/admin/users/{id}): it is
// disabled, not erased, so that what the person did keeps a name; its
// sessions end. 204.
func (s *Server) adminDeleteUser(w http.ResponseWriter, r *http.Request) error {
	by, _ := staffOf(r)
	before, err := s.accountInPath(r)
	if err != nil {
		return err
	}
	after := before
	after.Active = false
	if err := s.checkStaffChange(r, by, before, after); err != nil {
		return err
	}
	if err := s.store.SetStaffActive(r.Context(), before.ID, false); err != nil {
		return err
	}
	w.WriteHeader(http.StatusNoContent)
	return nil
}

// checkStaffChange applies dayspa.CheckStaffChange with the count of the
// active owners.
func (s *Server) checkStaffChange(r *http.Request, by, before, after dayspa.StaffUser) error {
	all, err := s.store.StaffUsers(r.Context())
	if err != nil {
		return err
	}
	owners := 0
	for _, u := range all {
		if u.Role == dayspa.RoleOwner && u.Active {
			owners++
		}
	}
	return dayspa.CheckStaffChange(by.Role, before, after, owners)
}

// accountInPath is the staff account {id} of an accounts route; an id
// that is not a number is as unknown as one that names nobody.
func (s *Server) accountInPath(r *http.Request) (dayspa.StaffUser, error) {
	id, ok := pathID(r)
	if !ok {
		return dayspa.StaffUser{}, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgStaffNotFound)
	}
	return s.store.StaffUser(r.Context(), id)
}

package dayspa

import "encoding/json"

// The staff accounts as owners and managers keep them: who may open,
// change or close whose account.

// Messages of the accounts' administration.
var (
	MsgStaffPassword = NewMsg("staff.password", "The password must be at least 8 characters.")
	MsgLastOwner     = NewMsg("staff.last_owner", "The spa's last active owner cannot be disabled or given another role.")
)

// StaffPatch is a change to an account: each field left out stays. A
// therapistId of null removes the link.
type StaffPatch struct {
	Name        *string         `json:"name"`
	Email       *string         `json:"email"`
	Role        *Role           `json:"role"`
	Active      *bool           `json:"active"`
	TherapistID json.RawMessage `json:"therapistId"`
	Password    *string         `json:"password"`
}

// Apply returns u with the patch applied, validated as a new account is.
func (p StaffPatch) Apply(u StaffUser) (StaffUser, error) {
	n := NewStaffUser{Name: u.Name, Email: u.Email, Role: u.Role, TherapistID: u.TherapistID}
	if p.Name != nil {
		n.Name = *p.Name
	}
	if p.Email != nil {
		n.Email = *p.Email
	}
	if p.Role != nil {
		n.Role = *p.Role
	}
	if len(p.TherapistID) > 0 {
		var id *int64
		if err := json.Unmarshal(p.TherapistID, &id); err != nil {
			return u, FieldError("therapistId", MsgTherapistIDValid)
		}
		n.TherapistID = id
	}
	if err := n.Validate(); err != nil {
		return u, err
	}
	u.Name, u.Email, u.Role, u.TherapistID = n.Name, n.Email, n.Role, n.TherapistID
	if p.Active != nil {
		u.Active = *p.Active
	}
	return u, nil
}

// CheckStaffChange says whether by may turn the account before into
// after (after is before for a new account): owners may touch any account,
// managers none of an owner's nor make anyone an owner (403); and the last
// active owner stays an active owner, so that someone can always manage
// the spa (409). activeOwners counts the active owners before the change.
func CheckStaffChange(by Role, before, after StaffUser, activeOwners int) error {
	if !by.CanManage(before.Role) || !by.CanManage(after.Role) {
		return Errorf(EFORBIDDEN, MsgStaffOwnerOnly)
	}
	wasOwner := before.ID != 0 && before.Role == RoleOwner && before.Active
	if wasOwner && (after.Role != RoleOwner || !after.Active) && activeOwners <= 1 {
		return Errorf(ECONFLICT, MsgLastOwner)
	}
	return nil
}

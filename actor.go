package dayspa

// Role is what a staff member may do. staff.go (the staff accounts) owns
// this type and its values; it is declared here only until that lands, and
// goes when the two meet.
type Role string

// Actor is who did something the audit log records: the signed-in staff
// member (UserID 0 before staff accounts exist, or for a failed sign-in,
// where Name is the name that was tried).
type Actor struct {
	UserID int64  `json:"userId"`
	Name   string `json:"name"`
	Role   Role   `json:"role"`
}

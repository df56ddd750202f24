package dayspa

// Actor is who did something the audit log records: the signed-in staff
// member; the zero Actor for a failed sign-in.
type Actor struct {
	UserID int64  `json:"userId"`
	Name   string `json:"name"`
	Role   Role   `json:"role"`
}

package dayspa

import (
	"context"
	"slices"
	"time"
)

// Staff accounts: each person of the spa signs in as herself, with an
// e-mail, a password and a role. What a role may do is one table
// (rolePermissions); the server checks it on every admin route.

// Role is what a staff member is at the spa.
type Role string

const (
	// RoleOwner may do everything, including the accounts of owners.
	RoleOwner Role = "owner"
	// RoleManager may do everything but touch an owner's account.
	RoleManager Role = "manager"
	// RoleReception runs the front desk: Today, the calendar, bookings,
	// customers, messages and sent e-mails; never the money, reports,
	// content, team pay or settings.
	RoleReception Role = "reception"
	// RoleTherapist sees her own calendar, time off and earnings only.
	RoleTherapist Role = "therapist"
)

// Roles lists every role, most powerful first.
var Roles = []Role{RoleOwner, RoleManager, RoleReception, RoleTherapist}

// Valid reports whether r is one of Roles.
func (r Role) Valid() bool { return slices.Contains(Roles, r) }

// Permission is one thing a role may do: a part of the dashboard.
type Permission string

const (
	// PermSignedIn: anything any signed-in person needs (their own
	// profile, signing out, the dashboard's navigation).
	PermSignedIn Permission = "signed_in"
	PermToday    Permission = "today"
	PermCalendar Permission = "calendar"
	PermBookings Permission = "bookings"
	PermCustomer Permission = "customers"
	PermMessages Permission = "messages"
	// PermCheckout: checking a booking out at the desk, and finding,
	// viewing and printing the tax invoices.
	PermCheckout Permission = "checkout"
	// PermSentEmails: the outbox of e-mails the spa sent, and resending.
	PermSentEmails Permission = "sent_emails"
	// PermIncome: income and expense figures, including the dashboard's
	// money cards.
	PermIncome  Permission = "income"
	PermReports Permission = "reports"
	// PermContent: the public site's words and pictures, services and
	// prices, the gallery, reviews, FAQ, the blog and the newsletter.
	PermContent Permission = "content"
	// PermTeam: therapists' records and pay (commission).
	PermTeam Permission = "team"
	// PermSettings: rooms, opening hours and special days.
	PermSettings Permission = "settings"
	// PermAccounts: staff accounts other than owners'.
	PermAccounts Permission = "accounts"
	// PermOwnerAccounts: the accounts of owners.
	PermOwnerAccounts Permission = "owner_accounts"
	// PermAudit: the audit log of who changed what (owners and managers).
	PermAudit Permission = "audit"
	// PermPrivacy: forgetting a guest, for good (owners and managers);
	// their export is PermCustomer's, like the customer list.
	PermPrivacy Permission = "privacy"
	// The therapist's own day, time off requests and earnings.
	PermOwnCalendar Permission = "own_calendar"
	PermOwnTimeOff  Permission = "own_time_off"
	PermOwnEarnings Permission = "own_earnings"
)

// rolePermissions is the one table of who may do what. An owner may do
// everything; a manager everything but the accounts of owners; reception
// the front desk; a therapist her own day, time off and earnings.
var rolePermissions = map[Role][]Permission{
	RoleOwner: {PermSignedIn, PermToday, PermCalendar, PermBookings, PermCustomer, PermMessages, PermCheckout,
		PermSentEmails, PermIncome, PermReports, PermContent, PermTeam, PermSettings, PermAccounts,
		PermOwnerAccounts, PermAudit, PermPrivacy, PermOwnCalendar, PermOwnTimeOff, PermOwnEarnings},
	RoleManager: {PermSignedIn, PermToday, PermCalendar, PermBookings, PermCustomer, PermMessages, PermCheckout,
		PermSentEmails, PermIncome, PermReports, PermContent, PermTeam, PermSettings, PermAccounts,
		PermAudit, PermPrivacy, PermOwnCalendar, PermOwnTimeOff, PermOwnEarnings},
	RoleReception: {PermSignedIn, PermToday, PermCalendar, PermBookings, PermCustomer, PermMessages, PermCheckout,
		PermSentEmails, PermOwnCalendar, PermOwnTimeOff},
	RoleTherapist: {PermSignedIn, PermOwnCalendar, PermOwnTimeOff, PermOwnEarnings},
}

// Can reports whether r may do p. An unknown role may do nothing.
func (r Role) Can(p Permission) bool { return slices.Contains(rolePermissions[r], p) }

// Permissions lists what r may do, in the table's order.
func (r Role) Permissions() []Permission {
	return slices.Clone(rolePermissions[r])
}

// ownDayPermissions are a therapist's own places: her day, time off
// requests and earnings.
var ownDayPermissions = []Permission{PermOwnCalendar, PermOwnTimeOff, PermOwnEarnings}

// Permissions lists what the account u may do, in the table's order: its
// role's permissions, without the own-day ones when no therapist record
// is linked to it (there is no day, time off or earnings of her own to
// show, so the app offers none of those places).
func (u StaffUser) Permissions() []Permission {
	ps := u.Role.Permissions()
	if u.TherapistID != nil {
		return ps
	}
	return slices.DeleteFunc(ps, func(p Permission) bool { return slices.Contains(ownDayPermissions, p) })
}

// CanManage reports whether r may create, change or disable an account
// of role target: owners any; managers any but an owner's.
func (r Role) CanManage(target Role) bool {
	if !r.Can(PermAccounts) {
		return false
	}
	return target != RoleOwner || r.Can(PermOwnerAccounts)
}

// StaffUser is one person's account.
type StaffUser struct {
	ID    int64
	Name  string
	Email string // the login, lower-cased
	Role  Role
	// Active: a disabled account cannot sign in, and its sessions end.
	Active bool
	// TherapistID links a therapist's account to her therapist record.
	TherapistID *int64
	// PasswordHash is the argon2id hash of the password (never shown).
	PasswordHash string
	// PasswordChangedAt: a session that began before it is over.
	PasswordChangedAt time.Time
	// SessionVersion counts up at every password change and when the
	// account is disabled: a session made under an older one is over.
	SessionVersion int64
	CreatedAt      time.Time
	// Code is the one-time sign-in code (never shown).
	Code StaffCode
}

// Messages of staff accounts.
var (
	MsgRoleInvalid      = NewMsg("role.invalid", "Please choose a role: owner, manager, reception or therapist.")
	MsgStaffNotFound    = NewMsg("staff.not_found", "Staff account not found")
	MsgStaffEmailTaken  = NewMsg("staff.email_taken", "Another staff account already uses this e-mail.")
	MsgTherapistLink    = NewMsg("staff.therapist_required", "A therapist's account must be linked to a therapist.")
	MsgStaffForbidden   = NewMsg("staff.forbidden", "Your role does not allow this.")
	MsgStaffOwnerOnly   = NewMsg("staff.owner_only", "Only an owner can change an owner's account.")
	MsgEmailRequired    = NewMsg("email.required", "Please enter your e-mail address.")
	MsgTherapistIDValid = NewMsg("staff.therapist_invalid", "Please choose a therapist.")
)

// NewStaffUser is what it takes to open an account.
type NewStaffUser struct {
	Name        string
	Email       string
	Role        Role
	TherapistID *int64
}

// Validate checks a new account, lower-casing its e-mail: a person's
// name, a valid e-mail, one of Roles, and for a therapist the link to her
// therapist record (which only a therapist's account has).
func (n *NewStaffUser) Validate() error {
	n.Email = NormalizeEmail(n.Email)
	f := FieldErrors{}
	checkName(f, "name", n.Name)
	checkEmail(f, "email", n.Email)
	if !n.Role.Valid() {
		f.Add("role", MsgRoleInvalid)
	}
	switch {
	case n.TherapistID != nil && *n.TherapistID <= 0:
		f.Add("therapistId", MsgTherapistIDValid)
	case n.Role == RoleTherapist && n.TherapistID == nil:
		f.Add("therapistId", MsgTherapistLink)
	}
	return f.Err()
}

// StaffStore keeps the staff accounts.
type StaffStore interface {
	// CreateStaffUser stores a new account with its password hash; an
	// e-mail another account has is ECONFLICT MsgStaffEmailTaken.
	CreateStaffUser(ctx context.Context, u NewStaffUser, passwordHash string) (StaffUser, error)
	// StaffUser returns the account id, or ENOTFOUND.
	StaffUser(ctx context.Context, id int64) (StaffUser, error)
	// StaffUserByEmail returns the account of e-mail (any case), or ENOTFOUND.
	StaffUserByEmail(ctx context.Context, email string) (StaffUser, error)
	// StaffUsers lists every account, by name.
	StaffUsers(ctx context.Context) ([]StaffUser, error)
	// CountStaffUsers counts the accounts.
	CountStaffUsers(ctx context.Context) (int, error)
	// SetStaffPassword replaces the hash, marks the password changed now
	// and counts up SessionVersion, which ends the account's sessions.
	SetStaffPassword(ctx context.Context, id int64, passwordHash string) error
	// UpdateStaffUser stores u's name, e-mail, role, active flag and
	// therapist link; a new role or a disable counts up SessionVersion. An
	// e-mail another account has is ECONFLICT MsgStaffEmailTaken.
	UpdateStaffUser(ctx context.Context, u StaffUser) (StaffUser, error)
	// SetStaffActive enables or disables the account; disabling counts
	// up SessionVersion.
	SetStaffActive(ctx context.Context, id int64, active bool) error
}

package dayspa

import "context"

// Sign-in codes: a person may add a one-time code from an authenticator
// app to her password; the people who can see and change everything
// (owners and managers) must, unless the spa chose otherwise.

// CodePolicy says who must sign in with a one-time code as well as the
// password (DAYSPA_STAFF_CODES).
type CodePolicy string

const (
	// CodesRequired: owners and managers must have a code; they set one
	// up at their next sign-in. Anyone else may.
	CodesRequired CodePolicy = "required"
	// CodesOffered: anyone may turn a code on, nobody must (a small spa,
	// and tests that are not about codes).
	CodesOffered CodePolicy = "offered"
)

// Valid reports whether p is one of the policies.
func (p CodePolicy) Valid() bool { return p == CodesRequired || p == CodesOffered }

// Requires reports whether a person of role r must have a sign-in code
// under p: owners and managers, unless codes are only offered. The zero
// policy requires them: a server set up without a policy errs on the side
// of the second factor.
func (p CodePolicy) Requires(r Role) bool {
	return p != CodesOffered && (r == RoleOwner || r == RoleManager)
}

// codeSetupRoutes are the admin routes (method and pattern of the route
// table) that a session still owing its code's set-up may use.
var codeSetupRoutes = map[string]bool{
	"GET /api/admin/me":               true, // her profile: who is setting up
	"POST /api/admin/me/code":         true, // starting the set-up
	"POST /api/admin/me/code/confirm": true, // finishing it
	"POST /api/admin/logout":          true,
}

// CodeSetupMay reports whether a session that signed in with the password
// but still owes the set-up of a required sign-in code may use the route
// of method and pattern: only the set-up, her own profile and signing
// out. Not even what any other signed-in person reaches (the navigation,
// her own calendar, sessions, turning a code off): until the code is set
// up, the password alone opens nothing of the spa.
func CodeSetupMay(method, pattern string) bool { return codeSetupRoutes[method+" "+pattern] }

// StaffCode is a person's one-time sign-in code.
type StaffCode struct {
	// Secret is the authenticator app's base32 secret, "" for none. While
	// On is false it is a set-up not confirmed yet.
	Secret string
	// On: sign-ins need a code (or a recovery code) after the password.
	On bool
	// LastStep is the time step of the last code accepted: neither it nor
	// an older one is accepted again.
	LastStep int64
	// Recovery holds the hashes of the recovery codes not used yet.
	Recovery []string
}

// Messages of sign-in codes.
var (
	MsgCodeMissing       = NewMsg("code.required", "Please enter the code from your authenticator app.")
	MsgCodeWrong         = NewMsg("code.wrong", "That code is not right. Please try again.")
	MsgCodeAlreadyOn     = NewMsg("code.already_on", "Your sign-in code is already on.")
	MsgCodeNotStarted    = NewMsg("code.not_started", "Please start setting up the sign-in code again.")
	MsgCodeRequiredRole  = NewMsg("code.required_for_role", "Your role must sign in with a code: it cannot be turned off.")
	MsgCodeSetupFirst    = NewMsg("code.setup_first", "Please set up your sign-in code first.")
	MsgCodePasswordWrong = NewMsg("code.password_wrong", "The password is not right.")
)

// StaffCodeStore keeps the staff accounts' sign-in codes. Each use of a
// code is a compare-and-swap, so that one code cannot sign in twice, not
// even through two instances at the same moment.
type StaffCodeStore interface {
	// StartStaffCode stores a new secret of account id, not on yet, with
	// no recovery codes; ECONFLICT MsgCodeAlreadyOn when a code is on.
	StartStaffCode(ctx context.Context, id int64, secret string) error
	// ConfirmStaffCode turns on the code of secret (the one started), with
	// step as its last used step and the recovery codes' hashes;
	// ECONFLICT MsgCodeNotStarted when secret is not the one started or a
	// code is on already.
	ConfirmStaffCode(ctx context.Context, id int64, secret string, step int64, recovery []string) error
	// TurnOffStaffCode forgets the account's code and recovery codes.
	TurnOffStaffCode(ctx context.Context, id int64) error
	// UseStaffCode moves the last used step from last to step, and
	// reports false when it was not last any more (the code was used).
	UseStaffCode(ctx context.Context, id int64, last, step int64) (bool, error)
	// UseStaffRecoveryCode replaces the recovery hashes before with rest,
	// and reports false when they were not before any more.
	UseStaffRecoveryCode(ctx context.Context, id int64, before, rest []string) (bool, error)
}

package dayspa

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// StaffSession is one signed-in browser of a person, as the person's
// profile lists it: never the session's token, only what tells the
// devices apart.
type StaffSession struct {
	ID     int64
	UserID int64
	// TokenHash is the SHA-256 of the session's token, as the session
	// store keeps it: it tells the current session from the others.
	TokenHash  string
	UserAgent  string
	Address    string
	CreatedAt  time.Time
	LastUsedAt time.Time
}

// NewStaffSession is a session that has just signed in.
type NewStaffSession struct {
	UserID         int64
	SessionVersion int64
	TokenHash      string
	UserAgent      string
	Address        string
	At             time.Time
}

// MaxUserAgent bounds the User-Agent kept with a session: enough for any
// real browser's, not a place to store a megabyte.
const MaxUserAgent = 300

// TrimUserAgent is ua without surrounding spaces, cut to MaxUserAgent
// bytes on a character boundary.
func TrimUserAgent(ua string) string {
	ua = strings.TrimSpace(ua)
	if len(ua) <= MaxUserAgent {
		return ua
	}
	cut := MaxUserAgent
	for cut > 0 && !utf8.RuneStart(ua[cut]) {
		cut--
	}
	return ua[:cut]
}

// SessionTouchEvery is how often a session's last use is written: at most
// once a minute per session, not once a request.
const SessionTouchEvery = time.Minute

// MsgSessionNotFound answers the end of a session that does not exist or
// that the person may not see (others' sessions are never revealed).
var MsgSessionNotFound = NewMsg("session.not_found", "Session not found")

// MaySeeSessionsOf reports whether by may list and end the sessions of
// the account owner: her own always; someone else's only with the right
// to manage that person's account.
func MaySeeSessionsOf(by StaffUser, owner StaffUser) bool {
	return by.ID == owner.ID || by.Role.CanManage(owner.Role)
}

// StaffSessionStore keeps the list of each person's signed-in sessions
// beside the session store.
type StaffSessionStore interface {
	// AddStaffSession records a session that has just signed in.
	AddStaffSession(ctx context.Context, s NewStaffSession) error
	// RenewStaffSession moves a session to its new token.
	RenewStaffSession(ctx context.Context, oldHash, newHash string) error
	// TouchStaffSession sets the last use of the session of tokenHash.
	TouchStaffSession(ctx context.Context, tokenHash string, at time.Time) error
	// ForgetStaffSession removes the record of a session that ended.
	ForgetStaffSession(ctx context.Context, tokenHash string) error
	// StaffSessions lists the live sessions of an account (stored, not
	// expired, of its current SessionVersion), the latest used first.
	StaffSessions(ctx context.Context, userID int64) ([]StaffSession, error)
	// StaffSessionByID returns a live session, or ENOTFOUND.
	StaffSessionByID(ctx context.Context, id int64) (StaffSession, error)
	// EndStaffSession ends the session id at once, on every instance: its
	// stored session goes with its record. ENOTFOUND if there is none.
	EndStaffSession(ctx context.Context, id int64) error
}

// DeviceOf summarises a User-Agent as "Browser on System", such as
// "Chrome on Android"; "Unknown device" when neither is recognised.
func DeviceOf(ua string) string {
	browser := browserOf(ua)
	system := systemOf(ua)
	switch {
	case browser != "" && system != "":
		return browser + " on " + system
	case browser != "":
		return browser
	case system != "":
		return system
	}
	return "Unknown device"
}

// browserOf names the browser; order matters, since Edge and Opera say
// Chrome and Chrome says Safari.
func browserOf(ua string) string {
	for _, b := range []struct{ token, name string }{
		{"Edg/", "Edge"}, {"EdgA/", "Edge"}, {"EdgiOS/", "Edge"},
		{"OPR/", "Opera"}, {"SamsungBrowser/", "Samsung Internet"},
		{"Firefox/", "Firefox"}, {"FxiOS/", "Firefox"},
		{"CriOS/", "Chrome"}, {"Chromium/", "Chromium"}, {"Chrome/", "Chrome"},
		{"Safari/", "Safari"},
	} {
		if strings.Contains(ua, b.token) {
			return b.name
		}
	}
	return ""
}

func systemOf(ua string) string {
	for _, s := range []struct{ token, name string }{
		{"iPhone", "iPhone"}, {"iPad", "iPad"}, {"Android", "Android"},
		{"CrOS", "ChromeOS"}, {"Windows", "Windows"}, {"Mac OS X", "macOS"},
		{"Macintosh", "macOS"}, {"Linux", "Linux"},
	} {
		if strings.Contains(ua, s.token) {
			return s.name
		}
	}
	return ""
}

type existingSessionKey struct{}

// WithExistingSessionOnly marks ctx for a session store's commit: store
// the session only if it is still stored. A request that came with a
// session and saves it afterwards must not bring back a session that was
// ended (or expired) while it ran.
func WithExistingSessionOnly(ctx context.Context) context.Context {
	return context.WithValue(ctx, existingSessionKey{}, true)
}

// ExistingSessionOnly reports whether ctx was marked by
// WithExistingSessionOnly.
func ExistingSessionOnly(ctx context.Context) bool {
	on, _ := ctx.Value(existingSessionKey{}).(bool)
	return on
}

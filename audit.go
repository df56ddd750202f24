package dayspa

import (
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// AuditAction is what an audit event records was done.
type AuditAction string

// The actions of the audit log. A write of the dashboard is a create, an
// update, a delete or (a booking's) status change; sign-ins, failed
// sign-ins and sign-outs are the doors; an export or a download is data
// that left the building.
const (
	AuditCreate       AuditAction = "create"
	AuditUpdate       AuditAction = "update"
	AuditDelete       AuditAction = "delete"
	AuditStatus       AuditAction = "status"
	AuditSignIn       AuditAction = "sign-in"
	AuditSignInFailed AuditAction = "sign-in-failed"
	AuditSignOut      AuditAction = "sign-out"
	AuditExport       AuditAction = "export"
	AuditDownload     AuditAction = "download"
)

// maxAuditTextLength bounds the filter's text parameters.
const maxAuditTextLength = 100

// MaxAuditExport bounds one read of the audit log: a CSV export holds at
// most this many events (a narrower filter gets the rest).
const MaxAuditExport = 10_000

// AuditActions are every action, in the order the filter lists them.
var AuditActions = []AuditAction{AuditCreate, AuditUpdate, AuditDelete, AuditStatus,
	AuditSignIn, AuditSignInFailed, AuditSignOut, AuditExport, AuditDownload}

// Valid reports whether a is one of AuditActions.
func (a AuditAction) Valid() bool {
	for _, v := range AuditActions {
		if a == v {
			return true
		}
	}
	return false
}

// AuditEvent is one line of the audit log: who (Actor), when (At), from
// where (Address, RequestID), what (Entity, EntityID, Action) and the
// change (Before and After, JSON objects of the fields, or empty). Once
// written it never changes: the database refuses updates and deletes.
type AuditEvent struct {
	ID        int64           `json:"id"`
	At        time.Time       `json:"at"`
	Actor     Actor           `json:"actor"`
	Address   string          `json:"address"`
	RequestID string          `json:"requestId"`
	Entity    string          `json:"entity"`
	EntityID  string          `json:"entityId"`
	Action    AuditAction     `json:"action"`
	Before    json.RawMessage `json:"before,omitempty"`
	After     json.RawMessage `json:"after,omitempty"`
}

// AuditOfRoute is the entity and action of an admin write, from its
// method and its path pattern under /api/admin/: the entity is the path's
// first segment (bookings, services, opening-hours...), "sessions" for
// the sign-in and the sign-out, "time-off-requests" for a therapist's own
// request (me/time-off); POST creates (but a POST on a record, a
// path with its id, updates it), PUT and PATCH update, DELETE deletes,
// and a PATCH of a ".../status" path is a status change. ok is false for
// a route that is not an admin write (a read, or a path outside
// /api/admin/).
func AuditOfRoute(method, pattern string) (entity string, action AuditAction, ok bool) {
	rest, under := strings.CutPrefix(pattern, "/api/admin/")
	if !under || rest == "" || strings.HasSuffix(rest, "/preview") {
		// A preview (checkout's prices as the desk types) is a POST
		// that changes nothing: it is no event of the log.
		return "", "", false
	}
	switch method {
	case "POST":
		action = AuditCreate
	case "PUT", "PATCH":
		action = AuditUpdate
	case "DELETE":
		action = AuditDelete
	default:
		return "", "", false
	}
	entity, _, _ = strings.Cut(rest, "/")
	switch {
	case entity == "login":
		entity, action = "sessions", AuditSignIn
	case entity == "logout":
		entity, action = "sessions", AuditSignOut
	case strings.HasPrefix(rest, "me/time-off"):
		// A therapist's own request is a record of the managers' list.
		entity = "time-off-requests"
	case action == AuditUpdate && strings.HasSuffix(rest, "/status"):
		action = AuditStatus
	case action == AuditCreate && strings.Contains(rest, "{"):
		action = AuditUpdate // a POST on a record (its undo, photo, cover, resend) changes it
	}
	return entity, action, true
}

// Audit messages of the log's filter.
var (
	MsgAuditAction = NewMsg("audit.action", "Action must be one of %s.", "actions")
	MsgAuditText   = NewMsg("audit.text", "%s must be at most %d characters.", "name", "max")
)

// AuditFilter is a query of the audit log: every field is optional; From
// and To are days in the spa's time zone, both included.
type AuditFilter struct {
	Actor    string
	Entity   string
	EntityID string
	Action   AuditAction
	From, To *Date
	Page     Page
}

// AuditQuery reads an AuditFilter from a query string, or returns an
// EINVALID error naming each wrong parameter.
func AuditQuery(q url.Values) (AuditFilter, error) {
	f := FieldErrors{}
	filter := AuditFilter{Page: PageQuery(q, f)}
	text := func(name string) string {
		v := strings.TrimSpace(q.Get(name))
		if !utf8.ValidString(v) || utf8.RuneCountInString(v) > maxAuditTextLength || !ValidText(v, OneLine) {
			f.Add(name, MsgAuditText, name, maxAuditTextLength)
			return ""
		}
		return v
	}
	filter.Actor, filter.Entity, filter.EntityID = text("actor"), text("entity"), text("entityId")
	if v := strings.TrimSpace(q.Get("action")); v != "" {
		if a := AuditAction(v); a.Valid() {
			filter.Action = a
		} else {
			names := make([]string, len(AuditActions))
			for i, a := range AuditActions {
				names[i] = string(a)
			}
			f.Add("action", MsgAuditAction, strings.Join(names, ", "))
		}
	}
	filter.From, filter.To = optionalDateQuery(q, f, "from"), optionalDateQuery(q, f, "to")
	CheckPeriod(f, "to", filter.From, filter.To)
	if err := f.Err(); err != nil {
		return AuditFilter{}, err
	}
	return filter, nil
}

// PendingAudit is the audit event of a request that writes: the route
// starts it with who, from where and what, the code that knows fills in
// the id and the change, and the first transaction that commits a change
// for the request writes it, in that same transaction. Exactly one event
// per request: Claim hands it out once (until Unclaim gives it back when
// that transaction rolls back).
type PendingAudit struct {
	mu      sync.Mutex
	event   AuditEvent
	claimed bool
}

// NewPendingAudit starts the pending event e.
func NewPendingAudit(e AuditEvent) *PendingAudit { return &PendingAudit{event: e} }

// Note records the entity's id and its fields before and after the
// change, where the caller knows them (an empty id or a nil value keeps
// what is there). before and after are marshalled to JSON.
func (p *PendingAudit) Note(entityID string, before, after any) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if entityID != "" {
		p.event.EntityID = entityID
	}
	if b := rawJSON(before); b != nil {
		p.event.Before = b
	}
	if a := rawJSON(after); a != nil {
		p.event.After = a
	}
}

// SetAction changes the event's action (a failed sign-in, an export).
func (p *PendingAudit) SetAction(a AuditAction) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.event.Action = a
}

// SetActor changes who the event names (the person who just signed in).
func (p *PendingAudit) SetActor(a Actor) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.event.Actor = a
}

// Claim hands out the event to be written, once: ok is false when it has
// been handed out already.
func (p *PendingAudit) Claim() (AuditEvent, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.claimed {
		return AuditEvent{}, false
	}
	p.claimed = true
	return p.event, true
}

// Unclaim gives the event back: the transaction that was to write it
// rolled back.
func (p *PendingAudit) Unclaim() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.claimed = false
}

// Claimed reports whether the event has been handed out.
func (p *PendingAudit) Claimed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.claimed
}

func rawJSON(v any) json.RawMessage {
	switch v := v.(type) {
	case nil:
		return nil
	case json.RawMessage:
		return v
	}
	b, err := json.Marshal(v)
	if err != nil {
		return nil
	}
	return b
}

type pendingAuditKey struct{}

// WithPendingAudit returns ctx carrying p.
func WithPendingAudit(ctx context.Context, p *PendingAudit) context.Context {
	return context.WithValue(ctx, pendingAuditKey{}, p)
}

// PendingAuditFrom returns the pending audit event ctx carries, or nil.
func PendingAuditFrom(ctx context.Context) *PendingAudit {
	p, _ := ctx.Value(pendingAuditKey{}).(*PendingAudit)
	return p
}

// AuditStore keeps the audit log.
type AuditStore interface {
	// AppendAudit writes e on its own, for a request that changed nothing
	// in the database (a failed sign-in, an export).
	AppendAudit(ctx context.Context, e AuditEvent) error
	// AuditEvents lists the events that match f, newest first, with the
	// number of all that match.
	AuditEvents(ctx context.Context, f AuditFilter) ([]AuditEvent, int, error)
}

// AuditOutcome is the action an admin write's event records once its
// answer's status is known, and whether it records one at all: a write
// that succeeded (below 400) keeps its action; a sign-in refused with 401
// (a wrong password) is a failed sign-in; any other refusal (a form with
// errors, a throttled client, a missing record) changed nothing and
// records nothing.
func AuditOutcome(action AuditAction, status int) (AuditAction, bool) {
	switch {
	case status < 400:
		return action, true
	case action == AuditSignIn && status == 401:
		return AuditSignInFailed, true
	}
	return "", false
}

// Action is the event's action as it stands.
func (p *PendingAudit) Action() AuditAction {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.event.Action
}

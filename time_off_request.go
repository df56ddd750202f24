package dayspa

import (
	"context"
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// Time off requests: a therapist asks for days off from her phone; a
// manager approves or declines each. Approval adds the days to her
// TimeOff, which the availability and the calendar honour from then on.

// TimeOffStatus is where a request stands.
type TimeOffStatus string

const (
	TimeOffPending  TimeOffStatus = "pending"
	TimeOffApproved TimeOffStatus = "approved"
	TimeOffDeclined TimeOffStatus = "declined"
)

// MaxTimeOffNote bounds a request's note, as a therapist's time off's.
const MaxTimeOffNote = 200

// TimeOffRequest is one request of a therapist.
type TimeOffRequest struct {
	ID            int64         `json:"id"`
	TherapistID   int64         `json:"therapistId"`
	TherapistName string        `json:"therapistName"`
	From          Date          `json:"from"`
	To            Date          `json:"to"`
	Note          string        `json:"note"`
	Status        TimeOffStatus `json:"status"`
	// DecidedBy is the name of the person who approved or declined it
	// ("" while pending, or once that account is gone); DecidedAt when.
	DecidedBy string     `json:"decidedBy"`
	DecidedAt *time.Time `json:"decidedAt"`
	CreatedAt time.Time  `json:"createdAt"`
}

// Messages of time off requests.
var (
	MsgTimeOffPast     = NewMsg("time_off.past", "Time off cannot start before today.")
	MsgTimeOffNote     = NewMsg("time_off.note", "Note must be at most %d characters on one line.", "max")
	MsgTimeOffDecided  = NewMsg("time_off.decided", "This request has already been approved or declined.")
	MsgTimeOffPassed   = NewMsg("time_off.passed", "The days of this request have passed: it can only be declined.")
	MsgTimeOffNotFound = NewMsg("time_off.not_found", "Time off request not found.")
	MsgTimeOffStatus   = NewMsg("time_off.status", "Status must be pending, approved or declined.")
)

// TimeOffRequestInput is the body of a therapist's request.
type TimeOffRequestInput struct {
	From string `json:"from"`
	To   string `json:"to"`
	Note string `json:"note"`
}

// Validate reads the request on the day today of the spa's calendar: from
// and to as YYYY-MM-DD, from not before today, to not before from and
// inside the record window, a note of at most MaxTimeOffNote characters
// on one line. Every field's message is answered at once.
func (in TimeOffRequestInput) Validate(today Date) (TimeOff, error) {
	f := FieldErrors{}
	day := func(name, v string) (Date, bool) {
		d, err := ParseDate(strings.TrimSpace(v))
		if err != nil {
			f.Add(name, MsgCalendarDate)
			return Date{}, false
		}
		return d, CheckRecordDate(f, name, d, today)
	}
	from, fromOK := day("from", in.From)
	to, toOK := day("to", in.To)
	if fromOK && from.Before(today) {
		f.Add("from", MsgTimeOffPast)
	}
	if fromOK && toOK && to.Before(from) {
		f.Add("to", MsgPeriodOrder)
	}
	note := strings.TrimSpace(in.Note)
	if !ValidText(note, OneLine) || utf8.RuneCountInString(note) > MaxTimeOffNote {
		f.Add("note", MsgTimeOffNote, MaxTimeOffNote)
	}
	if err := f.Err(); err != nil {
		return TimeOff{}, err
	}
	return TimeOff{From: from, To: to, Note: note}, nil
}

// TimeOffStatusQuery reads ?status= of the managers' list: one of the
// statuses, or every request when absent.
func TimeOffStatusQuery(v string) (*TimeOffStatus, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return nil, nil
	}
	s := TimeOffStatus(v)
	if !slices.Contains([]TimeOffStatus{TimeOffPending, TimeOffApproved, TimeOffDeclined}, s) {
		return nil, FieldError("status", MsgTimeOffStatus)
	}
	return &s, nil
}

// Decide checks that r can be decided on the day today of the spa's
// calendar (only a pending request can, once) and returns the status it
// takes. A request whose days have all passed (its last day before today)
// cannot be approved: days off granted after the fact would rewrite who
// was free on days already worked. Declining it stays allowed, so that
// nothing stays pending for ever.
func (r TimeOffRequest) Decide(approve bool, today Date) (TimeOffStatus, error) {
	if r.Status != TimeOffPending {
		return r.Status, Errorf(ECONFLICT, MsgTimeOffDecided)
	}
	if approve && r.To.Before(today) {
		return r.Status, Errorf(ECONFLICT, MsgTimeOffPassed)
	}
	if approve {
		return TimeOffApproved, nil
	}
	return TimeOffDeclined, nil
}

// GrantTimeOff adds the days of an approved request to t's time off,
// kept in date order as Therapist.Validate keeps it.
func (t *Therapist) GrantTimeOff(r TimeOffRequest) {
	t.TimeOff = append(t.TimeOff, TimeOff{From: r.From, To: r.To, Note: r.Note})
	slices.SortStableFunc(t.TimeOff, func(a, b TimeOff) int {
		switch {
		case a.From.Before(b.From):
			return -1
		case b.From.Before(a.From):
			return 1
		}
		return 0
	})
}

// TimeOffRequestStore keeps the requests.
type TimeOffRequestStore interface {
	// CreateTimeOffRequest stores a pending request of the therapist;
	// ENOTFOUND MsgTherapistNotFound for an unknown therapist.
	CreateTimeOffRequest(ctx context.Context, therapistID int64, off TimeOff) (TimeOffRequest, error)
	// TherapistTimeOffRequests lists the therapist's requests, newest first.
	TherapistTimeOffRequests(ctx context.Context, therapistID int64) ([]TimeOffRequest, error)
	// TimeOffRequests lists every request of the status (nil: all), the
	// earliest days first.
	TimeOffRequests(ctx context.Context, status *TimeOffStatus) ([]TimeOffRequest, error)
	// DecideTimeOffRequest approves or declines the request id as the
	// staff account by on the spa's day today (TimeOffRequest.Decide),
	// and on approval adds its days to the therapist's time off in the
	// same transaction. ENOTFOUND MsgTimeOffNotFound; ECONFLICT
	// MsgTimeOffDecided or MsgTimeOffPassed.
	DecideTimeOffRequest(ctx context.Context, id int64, approve bool, by int64, today Date) (TimeOffRequest, error)
}

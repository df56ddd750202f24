package dayspa

import (
	"context"
	"strings"
	"time"
)

// The guest's manage page (docs/product.md, "Manage a booking"): the link
// of a booking's messages shows that booking alone, and lets its guest
// cancel it or move it to another free time until a cut-off before the
// start. The link works until the appointment's end.

// ManageRules are the manage page's rules of this deployment.
type ManageRules struct {
	// Cutoff is how long before the start changes are still accepted
	// online (DAYSPA_CHANGE_CUTOFF).
	Cutoff time.Duration
	// Phone and WhatsApp are how to reach the spa after the cut-off.
	Phone, WhatsApp string
	// Now tells the time; nil is time.Now.
	Now func() time.Time
}

func (r ManageRules) now() time.Time {
	if r.Now != nil {
		return r.Now()
	}
	return time.Now()
}

// ManagedBooking is what the manage page shows of a booking: nothing of
// any other booking or guest, nor the booking's room or therapists.
type ManagedBooking struct {
	ServiceID    int64         `json:"serviceId"`
	ServiceName  string        `json:"serviceName"`
	Duration     int           `json:"duration"`
	BookingDate  Date          `json:"bookingDate"`
	BookingTime  string        `json:"bookingTime"`
	EndTime      string        `json:"endTime"`
	Status       BookingStatus `json:"status"`
	TotalAmount  Money         `json:"totalAmount"`
	CustomerName string        `json:"customerName"`
	// CanChange is whether the guest may still cancel or reschedule;
	// when not, Reason says why (and how to reach the spa).
	CanChange bool   `json:"canChange"`
	Reason    string `json:"reason"`
	// ChangeUntil is the cut-off's moment.
	ChangeUntil time.Time `json:"changeUntil"`

	// Preference is the guest's choice of therapist, kept with the
	// booking: a move places the booking for it again, and the page asks
	// the free times for it.
	Preference Preference `json:"preference"`

	// Language is the booking's: the page in that language shows it, and
	// the messages of a change are written in it.
	Language Language `json:"language"`

	// Documents are the tax invoice and credit notes issued for the
	// booking, oldest first; none until it is checked out.
	Documents []ManagedDocument `json:"documents,omitempty"`

	// SessionHint is the end of the code ("…PQRS-T") of the package or
	// membership whose session pays for the booking, "" for none: the
	// guest reads that there is nothing to pay.
	SessionHint string `json:"sessionHint,omitempty"`

	// Deposit is the deposit paid and the cancellation terms agreed, for
	// a booking that asked one (ManagedDeposit); nil for any other.
	Deposit *ManagedDeposit `json:"deposit,omitempty"`

	// ID and StartMinute are the store's; the guest never sees them.
	ID          int64 `json:"-"`
	StartMinute int   `json:"-"`
	EndMinute   int   `json:"-"`

	reason     Msg // Reason's message, and its values
	reasonArgs []any
}

// ManagedDocument is what the manage page shows of an issued document:
// enough to list it and to download its PDF.
type ManagedDocument struct {
	ID        int64        `json:"id"`
	Number    string       `json:"number"`
	Kind      DocumentKind `json:"kind"`
	IssueDate Date         `json:"issueDate"`
	Total     Money        `json:"total"`
}

// MsgManageLink answers a link that is not one, or no longer works.
var MsgManageLink = NewMsg("manage.link_invalid", "This link is not valid or has expired. Please contact the spa to change your booking.")

// contact says how to reach the spa, for a refusal.
func (r ManageRules) contact() string {
	phone, wa := strings.TrimSpace(r.Phone), PhoneDigits(r.WhatsApp)
	switch {
	case phone != "" && wa != "":
		return "Please call " + phone + " or message us on WhatsApp at +" + wa + "."
	case phone != "":
		return "Please call " + phone + "."
	case wa != "":
		return "Please message us on WhatsApp at +" + wa + "."
	}
	return "Please contact the spa."
}

// ManageLinkAfterInvoice is how long the manage link of a booking checked
// out keeps working after the appointment, for the guest to download the
// invoice: long enough for an expense claim, not for ever (a link is a
// key to the guest's details; the e-mailed invoice stays theirs).
const ManageLinkAfterInvoice = 90 * 24 * time.Hour

// Check fills in b.CanChange, b.Reason and b.ChangeUntil for the moment
// now, and returns ENOTFOUND when the link no longer works: the
// appointment is over, and no document was issued for it or the
// documents' ManageLinkAfterInvoice has passed too.
func (r ManageRules) Check(b *ManagedBooking, loc *time.Location) error {
	now := r.now()
	start, end := b.BookingDate.At(b.StartMinute, loc), b.BookingDate.At(b.EndMinute, loc)
	if !now.Before(end) && (len(b.Documents) == 0 || !now.Before(end.Add(ManageLinkAfterInvoice))) {
		return Errorf(ENOTFOUND, MsgManageLink)
	}
	b.ChangeUntil = start.Add(-r.Cutoff).UTC()
	switch {
	case b.Status == StatusCancelled:
		b.setReason(MsgManageCancelled)
	case !b.Status.CanBeMoved():
		b.setReason(MsgManageLocked)
	case now.After(b.ChangeUntil):
		b.setReason(MsgManageCutoff, FormatCutoff(r.Cutoff), r.contact())
	default:
		b.CanChange = true
	}
	return nil
}

// FormatCutoff writes a cut-off in English as people say it: "12 hours",
// "1 hour", "30 minutes".
func FormatCutoff(d time.Duration) string { return FormatCutoffIn(d, English) }

// FormatCutoffIn writes a cut-off in l as people say it, in whole hours
// when it is whole hours, else in minutes, the noun agreeing with the
// number: "12 hours", "1 hour", "30 minutes"; in Arabic as the Arabic
// manage page and terms say it: "12 ساعة", "ساعتان", "3 ساعات", "30 دقيقة".
func FormatCutoffIn(d time.Duration, l Language) string {
	if d >= time.Hour && d%time.Hour == 0 {
		return count(l, "hour", int(d/time.Hour))
	}
	return FormatMinutes(int(d/time.Minute), l)
}

// Changeable returns nil when b may be changed, else ECONFLICT with the
// reason (Check must have run).
func (b ManagedBooking) Changeable() error {
	if b.CanChange {
		return nil
	}
	return Errorf(ECONFLICT, b.reason, b.reasonArgs...)
}

// setReason records why b can no longer be changed: its words in Reason,
// its message for the refusal of a change.
func (b *ManagedBooking) setReason(m Msg, args ...any) {
	b.reason, b.reasonArgs = m, args
	b.Reason, _ = m.format(args)
}

// CanMoveTo returns nil when the guest may move b to minute of d, else
// ECONFLICT with the reason: b may no longer be changed (Changeable), or
// it is at that time already.
func (b ManagedBooking) CanMoveTo(d Date, minute int) error {
	if err := b.Changeable(); err != nil {
		return err
	}
	if b.BookingDate == d && b.StartMinute == minute {
		return Errorf(ECONFLICT, MsgSameTime)
	}
	return nil
}

// Reschedule is the guest's request to move their booking.
type Reschedule struct {
	BookingDate string `json:"bookingDate"`
	BookingTime string `json:"bookingTime"`
}

// Parse checks a reschedule with the booking form's messages: a date
// within the horizon and a time on the grid.
func (r Reschedule) Parse(rules SlotRules) (Date, int, error) {
	f := FieldErrors{}
	var d Date
	if strings.TrimSpace(r.BookingDate) == "" {
		f.Add("bookingDate", MsgBookingDate)
	} else if v, err := ParseCalendarDate(strings.TrimSpace(r.BookingDate), rules.Clock.Location); err != nil {
		f.Add("bookingDate", MsgBookingDate)
	} else if !rules.InHorizon(v) {
		f.Add("bookingDate", MsgDateRange)
	} else {
		d = v
	}
	t := strings.TrimSpace(r.BookingTime)
	minute, ok := ParseClock(t)
	if t == "" {
		f.Add("bookingTime", MsgBookingTime)
	} else if !ok || !rules.OnGrid(minute) {
		f.Add("bookingTime", MsgTimeSlot)
	}
	return d, minute, f.Err()
}

// GuestCancelReason is the reason kept for a cancellation on the manage page.
const GuestCancelReason = "Cancelled by the guest online."

// ManageStore serves the manage page. tokenHash is HashManageToken of
// the link's token; an unknown one is ENOTFOUND.
type ManageStore interface {
	// ManagedBooking returns the booking of tokenHash, checked with
	// rules (ENOTFOUND once the appointment is over).
	ManagedBooking(ctx context.Context, tokenHash string, rules ManageRules) (*ManagedBooking, error)
	// CancelByGuest cancels it (ECONFLICT when it cannot be changed)
	// and writes the cancellation message, atomically.
	CancelByGuest(ctx context.Context, tokenHash string, rules ManageRules) (*ManagedBooking, error)
	// RescheduleByGuest moves it to d at minute with the booking rule,
	// for the guest's own therapist preference, atomically: the old time is released only when the new one is
	// taken. ECONFLICT for a full time or a booking that cannot be
	// changed; nothing changes then.
	RescheduleByGuest(ctx context.Context, tokenHash string, d Date, minute int, slots SlotRules, rules ManageRules) (*ManagedBooking, error)
	// ManagedDocument returns document id when it was issued for the
	// booking of tokenHash (ENOTFOUND for any other, or while the link
	// does not work).
	ManagedDocument(ctx context.Context, tokenHash string, id int64, rules ManageRules) (*TaxDocument, error)
}

// The messages of manage's rules.
var (
	MsgSameTime        = NewMsg("manage.same_time", "Your booking is already at that time.")
	MsgManageCancelled = NewMsg("manage.cancelled", "This booking is cancelled.")
	MsgManageLocked    = NewMsg("manage.locked", "This booking can no longer be changed.")
	MsgManageCutoff    = NewMsg("manage.cutoff", "Changes online are possible until %s before your appointment. %s", "cutoff", "")
)

package dayspa

import (
	"context"
	"strings"
	"time"
)

// A booking: a visitor's request for a treatment at a time of a day, its
// rules (the slot rules are slot.go's), the dashboard's view of it and
// what the store does with it (docs/product.md, "Booking" and "Booking
// status").

// BookingStatus is where a booking is in its life.
type BookingStatus string

const (
	StatusPending   BookingStatus = "pending"
	StatusConfirmed BookingStatus = "confirmed"
	StatusCompleted BookingStatus = "completed"
	StatusCancelled BookingStatus = "cancelled"
	StatusNoShow    BookingStatus = "no_show"
	// StatusAwaitingPayment is a booking whose service asks for a deposit,
	// holding its place until the deposit is paid (then pending) or its
	// hold runs out (expired). Only the payment or its expiry moves it.
	StatusAwaitingPayment BookingStatus = "awaiting_payment"
	// StatusExpired is a booking whose deposit was not paid in time; it
	// holds nothing.
	StatusExpired BookingStatus = "expired"
)

// Valid reports whether s is one of the seven statuses.
func (s BookingStatus) Valid() bool {
	switch s {
	case StatusPending, StatusConfirmed, StatusCompleted, StatusCancelled, StatusNoShow, StatusAwaitingPayment, StatusExpired:
		return true
	}
	return false
}

// CanMoveTo reports whether the dashboard may move a booking from s to next:
// pending → confirmed → completed, pending or confirmed → cancelled,
// confirmed → no-show.
func (s BookingStatus) CanMoveTo(next BookingStatus) bool {
	switch next {
	case StatusConfirmed:
		return s == StatusPending
	case StatusCompleted, StatusNoShow:
		return s == StatusConfirmed
	case StatusCancelled:
		return s == StatusPending || s == StatusConfirmed
	}
	return false
}

// NeedsStart reports whether a booking may become s only once its
// appointment has started: a treatment is completed, or its guest did not
// come, at its time, not before.
func (s BookingStatus) NeedsStart() bool { return s == StatusCompleted || s == StatusNoShow }

// MsgNotStarted refuses to mark a booking completed or a no-show before
// its start.
var MsgNotStarted = NewMsg("booking.not_started", "This booking has not started yet: it can be marked completed or no-show once its start time has passed.")

// CheckStarted returns nil when a booking whose appointment starts at
// start may become s at now (the spa's clock), else ECONFLICT with
// MsgNotStarted: a completion or a no-show only from the start on.
func (s BookingStatus) CheckStarted(start, now time.Time) error {
	if s.NeedsStart() && now.Before(start) {
		return Errorf(ECONFLICT, MsgNotStarted)
	}
	return nil
}

// NeedsReason reports whether moving to s takes the manager's reason:
// a cancellation or a no-show.
func (s BookingStatus) NeedsReason() bool { return s == StatusCancelled || s == StatusNoShow }

// StatusChange is the dashboard's move of a booking to another status,
// with the reason of a cancellation or a no-show.
type StatusChange struct {
	Status BookingStatus `json:"status"`
	Reason string        `json:"reason"`
}

// MsgReason asks for the reason of a cancellation or a no-show.
var MsgReason = NewMsg("booking.reason", "Please give the reason (at most 500 characters).")

// Validate checks the status and trims the reason: required for a
// cancellation or a no-show, refused for the other moves.
func (c *StatusChange) Validate() error {
	c.Reason = strings.TrimSpace(c.Reason)
	f := FieldErrors{}
	if !c.Status.Valid() {
		f.Add("status", MsgStatus)
	}
	switch {
	case c.Status.NeedsReason() && (c.Reason == "" || VisibleLen(c.Reason) == 0):
		f.Add("reason", MsgReason)
	case c.Status.NeedsReason():
		checkFreeText(f, "reason", c.Reason, 500, MsgReason)
	case c.Reason != "":
		f.Add("reason", MsgReasonNotTaken)
	}
	return f.Err()
}

// HoldsPlace reports whether a booking in status s takes up a place in the
// calendar. Pending and confirmed do, and one awaiting its deposit;
// completed ones are over or happening; cancelled and expired ones free
// their place.
func (s BookingStatus) HoldsPlace() bool {
	return s == StatusPending || s == StatusConfirmed || s == StatusCompleted || s == StatusAwaitingPayment
}

// Booking is a stored booking.
type Booking struct {
	ID              int64         `json:"id"`
	CustomerID      int64         `json:"customerId"`
	ServiceID       int64         `json:"serviceId"`
	BookingDate     Date          `json:"bookingDate"`
	BookingTime     string        `json:"bookingTime"`
	Status          BookingStatus `json:"status"`
	TotalAmount     Money         `json:"totalAmount"`
	SpecialRequests string        `json:"specialRequests"`
	CreatedAt       time.Time     `json:"createdAt"`
	// Language is the guest's, which their messages are written in.
	Language Language `json:"language"`
	// Assignment is the room and therapists the spa gave it; the visitor
	// never sees it.
	Assignment Assignment `json:"-"`
	// Undo, on the answer of a dashboard change, is how to take that
	// change back (BookingUndo).
	Undo *UndoTicket `json:"undo,omitempty"`
	// PaymentURL, on the answer of a booking awaiting its deposit, is the
	// provider's hosted page to pay it on.
	PaymentURL string `json:"paymentUrl,omitempty"`
	// HoldExpiresAt, with PaymentURL, is when the booking's place is
	// released unless its deposit is paid: what the guest is told when
	// they come back from the payment page without paying.
	HoldExpiresAt *time.Time `json:"holdExpiresAt,omitempty"`
	// SessionHint, on the answer of a booking that holds a package's or
	// membership's session, is the end of its code ("…PQRS-T"), which
	// the guest is told pays for the treatment.
	SessionHint string `json:"sessionHint,omitempty"`
}

// BookingRequest is what a visitor sends from the booking form. TotalAmount
// is accepted, and must be a number, but is never trusted: the price comes
// from the service.
type BookingRequest struct {
	ServiceID       int64   `json:"serviceId"`
	CustomerName    string  `json:"customerName"`
	CustomerEmail   string  `json:"customerEmail"`
	CustomerPhone   string  `json:"customerPhone"`
	BookingDate     string  `json:"bookingDate"`
	BookingTime     string  `json:"bookingTime"`
	SpecialRequests string  `json:"specialRequests"`
	TotalAmount     *Number `json:"totalAmount,omitempty"`
	// Preference is the visitor's choice of therapist (ParsePreference);
	// empty is any.
	Preference string `json:"preference,omitempty"`
	// Language is the language of the page the visitor booked on
	// (ParseLanguage); empty is English.
	Language string `json:"language,omitempty"`
	// Marketing is the form's box for offers and news by e-mail (never
	// ticked for the visitor); MarketingVersion the version of its words.
	Marketing        bool   `json:"marketing,omitempty"`
	MarketingVersion string `json:"marketingVersion,omitempty"`
	// EntitlementCode is a package's or membership's code, when the guest
	// books a treatment it covers with one of its sessions (BookedSession).
	EntitlementCode string `json:"entitlementCode,omitempty"`
}

// NewBooking is a validated booking ready for the store: the customer to
// find or create, the service, its day and start (Minute, as Time says)
// and the visitor's preference of therapist.
type NewBooking struct {
	CustomerName    string
	CustomerEmail   string
	CustomerPhone   string
	Service         Service
	Date            Date
	Time            string
	Minute          int
	Preference      Preference
	SpecialRequests string
	Language        Language
	// Marketing is the guest's consent to offers and news by e-mail, when
	// they ticked the form's box; nil when not.
	Marketing *MarketingConsent
	// Deposit, when not nil, makes the booking await its deposit: it is
	// stored awaiting_payment, holding its place until Deposit.ExpiresAt,
	// and writes no message until it is paid.
	Deposit *DepositHold
	// EntitlementCode, when not "", is the package or membership (written
	// form) one of whose sessions the booking holds (BookedSession): it
	// asks no deposit.
	EntitlementCode string
}

// AsksDeposit reports whether the booking may ask its service's deposit:
// not when a package's or membership's session pays for it, which was
// paid for when the package was sold.
func (nb NewBooking) AsksDeposit() bool { return nb.EntitlementCode == "" }

// Validate checks a booking request's fields with the booking form's
// messages and returns it in normalized form: the e-mail trimmed and
// lower-cased (the one place a booking's e-mail is normalised). It does not look at the calendar; the
// store calls SlotRules.Check for that, and makes sure of its answer under the day's lock.
func (r BookingRequest) Validate(rules SlotRules, svc *Service) (NewBooking, error) {
	nb := NewBooking{
		CustomerName:    strings.TrimSpace(r.CustomerName),
		CustomerEmail:   NormalizeEmail(r.CustomerEmail),
		CustomerPhone:   strings.TrimSpace(r.CustomerPhone),
		Time:            strings.TrimSpace(r.BookingTime),
		SpecialRequests: strings.TrimSpace(r.SpecialRequests),
	}
	f := FieldErrors{}
	if checkService(f, "serviceId", r.ServiceID, svc) {
		nb.Service = *svc
	}
	checkName(f, "customerName", nb.CustomerName)
	checkEmail(f, "customerEmail", nb.CustomerEmail)
	checkPhone(f, "customerPhone", nb.CustomerPhone, true)
	if strings.TrimSpace(r.BookingDate) == "" {
		f.Add("bookingDate", MsgBookingDate)
	} else if d, err := ParseCalendarDate(strings.TrimSpace(r.BookingDate), rules.Clock.Location); err != nil {
		f.Add("bookingDate", MsgBookingDate)
	} else if !rules.InHorizon(d) {
		f.Add("bookingDate", MsgDateRange)
	} else {
		nb.Date = d
	}
	minute, ok := ParseClock(nb.Time)
	if nb.Time == "" {
		f.Add("bookingTime", MsgBookingTime)
	} else if !ok || !rules.OnGrid(minute) {
		f.Add("bookingTime", MsgTimeSlot)
	}
	if pref, ok := ParsePreference(r.Preference); ok {
		nb.Preference = pref
	} else {
		f.Add("preference", MsgPreference)
	}
	if lang, ok := ParseLanguage(r.Language); ok {
		nb.Language = lang
	} else {
		f.Add("language", MsgLanguage)
	}
	checkFreeText(f, "specialRequests", nb.SpecialRequests, 1000, MsgSpecialRequests)
	if strings.TrimSpace(r.EntitlementCode) != "" {
		if code, refused, ok := readCode(r.EntitlementCode); ok {
			nb.EntitlementCode = code
		} else {
			f.Add("entitlementCode", refused)
		}
	}
	nb.Marketing = MarketingBox{Ticked: r.Marketing, Version: r.MarketingVersion, Language: r.Language}.
		Check(f, false, nb.CustomerEmail, MarketingFromBooking)
	if r.TotalAmount != nil && !r.TotalAmount.IsNumber() {
		f.Add("totalAmount", MsgNumber)
	}
	if err := f.Err(); err != nil {
		return NewBooking{}, err
	}
	nb.Minute = minute
	return nb, nil
}

// checkService records why svc, looked up by id (nil when there is none),
// cannot be booked, and reports whether it can.
func checkService(f FieldErrors, field string, id int64, svc *Service) bool {
	switch {
	case id <= 0 || svc == nil:
		f.Add(field, MsgService)
	case !svc.IsActive:
		f.Add(field, MsgServiceClosed)
	default:
		return true
	}
	return false
}

// BookingStats counts bookings by status for the dashboard's cards.
type BookingStats struct {
	TotalBookings     int `json:"totalBookings"`
	PendingBookings   int `json:"pendingBookings"`
	ConfirmedBookings int `json:"confirmedBookings"`
	CompletedBookings int `json:"completedBookings"`
}

// BookingView is a booking joined with its customer and service, as the
// dashboard's bookings table shows it: three objects named as the tables
// they come from.
type BookingView struct {
	Booking struct {
		ID              int64         `json:"id"`
		BookingDate     Date          `json:"bookingDate"`
		BookingTime     string        `json:"bookingTime"`
		TotalAmount     Money         `json:"totalAmount"`
		Status          BookingStatus `json:"status"`
		SpecialRequests string        `json:"specialRequests"`
		CreatedAt       time.Time     `json:"createdAt"`
		Language        Language      `json:"language"`
	} `json:"bookings"`
	Customer struct {
		ID    int64  `json:"id"`
		Name  string `json:"name"`
		Email string `json:"email"`
		Phone string `json:"phone"`
		// WhatsAppURL is a chat with the guest (WhatsAppURL), "" when
		// the phone is not a number.
		WhatsAppURL string `json:"whatsappUrl"`
		// ConfirmationURL is the chat pre-filled with the confirmation
		// (ConfirmationChat), "" when the phone is not a number.
		ConfirmationURL string `json:"whatsappConfirmationUrl"`
	} `json:"customers"`
	Service struct {
		ID       int64  `json:"id"`
		Name     string `json:"name"`
		Duration int    `json:"duration"`
	} `json:"services"`
	// Actions are what the dashboard may do with it now (ActionsOf).
	Actions BookingActions `json:"actions"`
}

// Fill sets v's actions at now, its start read on loc (the spa's clock),
// and its guest's WhatsApp chat.
func (v *BookingView) Fill(now time.Time, loc *time.Location) {
	minute, _ := ParseClock(v.Booking.BookingTime)
	v.Actions = ActionsOf(v.Booking.Status, v.Booking.BookingDate.At(minute, loc), now)
	v.Customer.WhatsAppURL = WhatsAppURL(v.Customer.Phone)
}

// MsgStatus refuses a status that is not one of the seven.
var MsgStatus = NewMsg("booking.status", "Status must be pending, confirmed, completed, cancelled, no_show, awaiting_payment or expired.")

// BookingFilter selects dashboard bookings; nil and empty fields match all.
// Results are newest first (by creation).
type BookingFilter struct {
	Status *BookingStatus
	Date   *Date
	// Search matches the customer's name or e-mail, case-insensitively.
	Search string
	Page
}

// Normalize trims the search and bounds the page.
func (f BookingFilter) Normalize() BookingFilter {
	f.Search, f.Page = normalizeSearch(f.Search, f.Page)
	return f
}

// BookingStore keeps bookings and their customers.
type BookingStore interface {
	// CreateBooking finds or creates the customer by e-mail and stores the
	// booking as pending at the service's price with the room and
	// therapists rules.Check assigns on that day's plan, atomically with
	// that check
	// and that the guest has fewer pending requests for that day than
	// rules.GuestLimit allows (same e-mail, or same phone digits). Returns
	// ECONFLICT when the slot has no room, ETOOMANY when the guest is at
	// the limit; nothing is stored then.
	CreateBooking(ctx context.Context, nb NewBooking, rules SlotRules) (*Booking, error)
	// DayPlans returns the plan of every day from from to to inclusive:
	// its hours, the active therapists and rooms, and what the day's
	// bookings in a status that holds a place hold. EINVALID for more
	// than MaxPlanDays days.
	DayPlans(ctx context.Context, from, to Date) ([]DayPlan, error)
	// BookingStats counts all bookings and those pending, confirmed and completed.
	BookingStats(ctx context.Context) (BookingStats, error)
	// ListBookings returns one page of bookings matching f and the total
	// number that match.
	ListBookings(ctx context.Context, f BookingFilter) ([]BookingView, int, error)
	// SetBookingStatus moves a booking to c.Status, keeping c.Reason.
	// Returns EINVALID for a status that is not one, ENOTFOUND for an
	// unknown id and ECONFLICT when the current status cannot move there
	// (BookingStatus.CanMoveTo).
	SetBookingStatus(ctx context.Context, id int64, c StatusChange) (*Booking, error)
}

// The messages of booking's rules.
var (
	MsgReasonNotTaken  = NewMsg("booking.reason_not_taken", "Only a cancellation or a no-show takes a reason.")
	MsgSpecialRequests = NewMsg("booking.special_requests_too_long", "Special requests must be at most 1000 characters.")
	MsgGuestLimit      = NewMsg("booking.guest_limit", "You already have %d pending booking %s for that day. Please %s to book more.", "count", "", "")
)

package dayspa

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"
	"time"
)

// The messages a booking sends (docs/product.md, "Messages"): which ones
// each change of a booking writes, when each is due, when one has become
// stale, and how often a refused one is tried again. The store writes them
// to its outbox in the transaction of the change; the sender delivers them.

// MessageKind is what a message tells.
type MessageKind string

const (
	// KindRequestReceived tells the guest the request arrived and that
	// the spa will confirm it.
	KindRequestReceived MessageKind = "request_received"
	// KindNewBooking tells the spa's own address of a new request.
	KindNewBooking MessageKind = "new_booking"
	// KindConfirmed tells the guest the spa confirmed, with the calendar file.
	KindConfirmed MessageKind = "confirmed"
	// KindReminder reminds the guest of a confirmed appointment ahead.
	KindReminder MessageKind = "reminder"
	// KindChanged tells the guest the new time, with a new calendar file
	// once the booking is confirmed.
	KindChanged MessageKind = "changed"
	// KindCancelled tells the guest the booking is cancelled.
	KindCancelled MessageKind = "cancelled"
	// KindInvoiceEmail sends the guest an issued tax invoice or credit note,
	// its PDF attached, when the desk asks (DocumentEmail). It tells no
	// change of the booking: it is not one of MessageKinds, no change of
	// the booking drops or replans it, and it is never stale.
	KindInvoiceEmail MessageKind = "invoice"
	// KindPrivacyLink sends a person the one-time link to their data
	// (privacy_link.go). It belongs to no booking and, like an invoice
	// e-mail, is not one of MessageKinds and is never stale.
	KindPrivacyLink MessageKind = "privacy_link"
	// KindLatePaymentRefunded tells the guest that their deposit came
	// after the booking's hold had run out: the place was released and
	// the full amount is refunded. Written when the payments job records
	// the refund; like an invoice e-mail it is not one of MessageKinds,
	// no change of the booking drops it, and it is never stale.
	KindLatePaymentRefunded MessageKind = "late_payment_refunded"
	// KindPaymentLink sends the guest a payment link the desk made for
	// their booking (payment_link.go), when the desk asks. Like an
	// invoice e-mail it is not one of MessageKinds, no change of the
	// booking drops it, and it is never stale: the link stands until it
	// expires whatever the booking's version.
	KindPaymentLink MessageKind = "payment_link"
	// KindGiftCardEmail sends a gift card bought online to its recipient on
	// the delivery day, its PDF attached; KindGiftCardCopy sends the buyer
	// the same card when the payment is received (gift_card_order.go).
	// Neither belongs to a booking: like an invoice e-mail they are not
	// among MessageKinds and are never stale.
	KindGiftCardEmail MessageKind = "gift_card"
	KindGiftCardCopy  MessageKind = "gift_card_copy"
	// KindOfferEmail sends the buyer of a package or membership bought
	// online its code, with the tax invoice of the sale attached, when
	// the payment is received (offer.go). Like a gift card's e-mail it
	// belongs to no booking and is never stale.
	KindOfferEmail MessageKind = "offer"
	// KindRenewalEmail tells a member whose membership renews itself that
	// a month was charged to the saved card (its tax invoice attached), or
	// that the card was declined and the renewal ended
	// (membership_renewal.go). It belongs to no booking and is never stale.
	KindRenewalEmail MessageKind = "renewal"
)

// MessageKinds are every kind, in the order a booking's life sends them.
var MessageKinds = []MessageKind{KindRequestReceived, KindNewBooking, KindConfirmed, KindReminder, KindChanged, KindCancelled}

// ToGuest reports whether messages of kind k go to the guest (all but the
// spa's new-booking notice).
func (k MessageKind) ToGuest() bool { return k != KindNewBooking }

// MessageStatus is where a message is in its delivery.
type MessageStatus string

const (
	// MessagePending waits to be sent: due, not yet due, or to be tried
	// again after a refusal.
	MessagePending MessageStatus = "pending"
	// MessageSent was accepted by the mail server.
	MessageSent MessageStatus = "sent"
	// MessageFailed was refused for good, or every retry failed.
	MessageFailed MessageStatus = "failed"
	// MessageDropped was not sent: its booking changed first, and a
	// newer message tells the guest the booking as it is.
	MessageDropped MessageStatus = "dropped"
)

// Valid reports whether s is one of the four statuses.
func (s MessageStatus) Valid() bool {
	switch s {
	case MessagePending, MessageSent, MessageFailed, MessageDropped:
		return true
	}
	return false
}

// MsgMessageStatus refuses a status filter that is not one.
var MsgMessageStatus = NewMsg("outbox.status", "Status must be pending, sent, failed or dropped.")

// BookingEvent is a change of a booking that may send messages.
type BookingEvent int

const (
	// EventCreated: a visitor sent the request (pending), or paid the
	// deposit of a policy that confirms on payment (confirmed).
	EventCreated BookingEvent = iota + 1
	// EventConfirmed: the spa confirmed it.
	EventConfirmed
	// EventMoved: its day or time changed, by the spa or the guest.
	EventMoved
	// EventCancelled: the spa or the guest cancelled it.
	EventCancelled
	// EventClosed: it was completed or marked a no-show; nothing more
	// is sent.
	EventClosed
	// EventUndone: the dashboard took its last change back (BookingUndo);
	// the guest is written nothing, the change's messages are stale and
	// the reminders are planned again for the booking as restored.
	EventUndone
)

// DefaultReminders is when reminders are due unless configured: one, 24
// hours before the appointment.
var DefaultReminders = []time.Duration{24 * time.Hour}

// MessageRules say which messages a deployment sends.
type MessageRules struct {
	// SpaEmail receives the new-booking notices; "" sends none.
	SpaEmail string
	// Reminders are how long before the start each reminder is due.
	Reminders []time.Duration
}

// PlannedMessage is a message a change of a booking writes.
type PlannedMessage struct {
	Kind MessageKind
	// Recipient is the guest's e-mail or the spa's.
	Recipient string
	// DueAt is when it may be sent: at once for most, before the
	// appointment for a reminder.
	DueAt time.Time
	// Calendar is whether it carries the .ics file (METHOD:REQUEST, or
	// METHOD:CANCEL for a cancellation).
	Calendar bool
	// Manage is whether it carries the guest's manage link.
	Manage bool
}

// BookingChange is what Plan needs to know of a changed booking.
type BookingChange struct {
	Event BookingEvent
	// Status is the booking's status after the change; WasConfirmed
	// whether it was confirmed before it (a cancelled or moved booking
	// the guest had a calendar file for gets a new one).
	Status       BookingStatus
	WasConfirmed bool
	GuestEmail   string
	// Start is the appointment's start (after the change).
	Start time.Time
	// Undoable is a dashboard change, which can be undone for
	// UndoWindow: the guest's messages it writes are due only once that
	// window has passed, so that an undo can drop them unsent.
	Undoable bool
}

// Plan returns the messages a change writes at now. Every change but the
// creation also removes the booking's unsent reminders first (see
// Replans): they are planned again here when the booking is confirmed and
// still ahead, so a reminder moves with its booking and vanishes with it.
func (r MessageRules) Plan(c BookingChange, now time.Time) []PlannedMessage {
	var out []PlannedMessage
	// earliest is when the guest may be written: at once, or once an
	// undoable change can no longer be undone.
	earliest := now
	if c.Undoable {
		earliest = now.Add(UndoWindow)
	}
	guest := func(k MessageKind, calendar bool) {
		out = append(out, PlannedMessage{Kind: k, Recipient: c.GuestEmail, DueAt: earliest, Calendar: calendar, Manage: k != KindCancelled})
	}
	switch c.Event {
	case EventCreated:
		if c.Status == StatusConfirmed {
			guest(KindConfirmed, true)
		} else {
			guest(KindRequestReceived, false)
		}
		if r.SpaEmail != "" {
			out = append(out, PlannedMessage{Kind: KindNewBooking, Recipient: r.SpaEmail, DueAt: now})
		}
	case EventConfirmed:
		guest(KindConfirmed, true)
	case EventMoved:
		guest(KindChanged, c.Status == StatusConfirmed)
	case EventCancelled:
		guest(KindCancelled, c.WasConfirmed)
	}
	if c.Status == StatusConfirmed && (c.Event == EventCreated || c.Event == EventConfirmed || c.Event == EventMoved || c.Event == EventUndone) {
		for _, before := range r.Reminders {
			due := c.Start.Add(-before)
			if due.After(now) {
				if due.Before(earliest) {
					due = earliest
				}
				out = append(out, PlannedMessage{Kind: KindReminder, Recipient: c.GuestEmail, DueAt: due, Manage: true})
			}
		}
	}
	return out
}

// Replans reports whether event e removes the booking's unsent reminders
// (every change but the creation).
func (e BookingEvent) Replans() bool { return e != EventCreated }

// VersionChanges reports whether e changes what the guest was told, so
// that the messages written before it and not yet sent are stale. Every
// event after creation does.
func (e BookingEvent) VersionChanges() bool { return e != EventCreated }

// IsStale reports whether a message written at booking version written is
// stale now that the booking is at version current: a message to the
// guest about a booking that has changed since is dropped, not sent (a
// newer message tells the booking as it is). The spa's own notice of a new
// request is always sent.
func (k MessageKind) IsStale(written, current int) bool {
	return k.ToGuest() && slices.Contains(MessageKinds, k) && written != current
}

// RetryBackoff is how long the sender waits after each failed attempt
// before the next; after the last, the message has failed.
var RetryBackoff = []time.Duration{time.Minute, 5 * time.Minute, 30 * time.Minute, 2 * time.Hour, 12 * time.Hour}

// NextAttempt returns when a message that has now failed attempts times
// (counting this one) is tried again, and false when it has failed for
// good: a permanent refusal, or every retry spent.
func NextAttempt(attempts int, permanent bool, now time.Time) (time.Time, bool) {
	if permanent || attempts < 1 || attempts > len(RetryBackoff) {
		return time.Time{}, false
	}
	return now.Add(RetryBackoff[attempts-1]), true
}

// OutboxMessage is a message as the outbox keeps it.
type OutboxMessage struct {
	ID             int64         `json:"id"`
	BookingID      int64         `json:"bookingId"`
	Kind           MessageKind   `json:"kind"`
	Recipient      string        `json:"recipient"`
	Status         MessageStatus `json:"status"`
	Attempts       int           `json:"attempts"`
	LastError      string        `json:"lastError"`
	DueAt          time.Time     `json:"dueAt"`
	NextAttemptAt  time.Time     `json:"nextAttemptAt"`
	SentAt         *time.Time    `json:"sentAt"`
	CreatedAt      time.Time     `json:"createdAt"`
	BookingVersion int           `json:"-"`
	Calendar       bool          `json:"calendar"`
	// ManageToken is the guest's manage link's token while the message
	// is unsent (the database keeps only its hash once it is sent).
	ManageToken string `json:"-"`
	// Sent is what was sent, kept once it was.
	Sent *RenderedMessage `json:"-"`
	// DocumentID is the tax document an invoice message sends, nil for
	// every other kind.
	DocumentID *int64 `json:"documentId,omitempty"`
	// GiftCardOrderID is the order a gift card message sends the card of,
	// nil for every other kind.
	GiftCardOrderID *int64 `json:"-"`
	// OfferOrderID is the order of a package or membership whose code an
	// offer message sends, nil for every other kind.
	OfferOrderID *int64 `json:"-"`
	// RenewalID is the monthly charge of a membership a renewal message
	// tells of, nil for every other kind.
	RenewalID *int64 `json:"-"`
}

// RenderedMessage is an e-mail as written: subject and both bodies.
type RenderedMessage struct {
	Subject string `json:"subject"`
	Text    string `json:"text"`
	HTML    string `json:"html"`
}

// MessageBooking is what a message says of its booking, read when it is
// rendered.
type MessageBooking struct {
	ID            int64         `json:"id"`
	Status        BookingStatus `json:"status"`
	Version       int           `json:"-"`
	Date          Date          `json:"date"`
	StartMinute   int           `json:"-"`
	EndMinute     int           `json:"-"`
	Time          string        `json:"time"`
	CustomerName  string        `json:"customerName"`
	CustomerEmail string        `json:"customerEmail"`
	CustomerPhone string        `json:"customerPhone"`
	ServiceName   string        `json:"serviceName"`
	Duration      int           `json:"duration"`
	Amount        Money         `json:"amount"`
	Requests      string        `json:"specialRequests"`
	Reason        string        `json:"-"`
	// Therapist is the guest's therapist preference in words, in the
	// booking's language (Preference.Words), "" for any therapist.
	Therapist string `json:"-"`
	// Language is the booking's: the guest's messages are written in it
	// (the spa's own notice stays English and names it).
	Language Language `json:"-"`
	// ServiceNameAr is the service's Arabic name, "" while it has none
	// (ServiceNameIn).
	ServiceNameAr string `json:"-"`
	// Deposit is what the guest paid to hold the booking and the
	// cancellation terms they agreed to by paying; nil for a booking that
	// asked no deposit. Every message to its guest states it.
	Deposit *MessageDeposit `json:"-"`
}

// MessageDeposit is a deposit booking's payment and terms as its messages
// state them: Paid is the deposit received and not given back (0 before
// it is paid, or once refunded), Refunded what was given back, Terms the
// policy kept with the hold
// (DepositHold.Policy), whose free-cancellation deadline is worked out
// from the booking's start.
type MessageDeposit struct {
	Asked Money
	Paid  Money
	// Refunded is what was given back of the booking's payments (a
	// payment that came after the hold, refunded in full).
	Refunded Money
	Terms    DepositPolicy
}

// ServiceNameIn is the service's name as a message in lang says it: an
// Arabic message names it in Arabic once the manager has given it an
// Arabic name, in English until then; any other message in English.
func (b MessageBooking) ServiceNameIn(lang Language) string {
	if lang == Arabic && b.ServiceNameAr != "" {
		return b.ServiceNameAr
	}
	return b.ServiceName
}

// Span returns the appointment's start and end in loc (the spa's clock).
func (b MessageBooking) Span(loc *time.Location) (time.Time, time.Time) {
	return b.Date.At(b.StartMinute, loc), b.Date.At(b.EndMinute, loc)
}

// QueuedMessage is a message with its booking, as the sender and the
// dashboard's preview read it.
type QueuedMessage struct {
	Message OutboxMessage
	Booking MessageBooking
	// Document is the tax document of an invoice message, read with it;
	// nil for every other kind.
	Document *TaxDocument
	// Link is the payment link a payment_link message sends, read with
	// it; nil for every other kind.
	Link *MessageLink
	// GiftCard is the card a gift card message sends, read with it; nil
	// for every other kind.
	GiftCard *MessageGiftCard
	// Offer is the package or membership an offer message sends, read
	// with it; nil for every other kind.
	Offer *MessageOffer
	// Renewal is the membership's month a renewal message tells of, read
	// with it; nil for every other kind.
	Renewal *MessageRenewal
}

// MessageRenewal is a membership's monthly charge as its e-mail states
// it: paid (with the month's tax invoice) or declined.
type MessageRenewal struct {
	Status     RenewalStatus
	Code       string
	Name       string
	NameAr     string
	HolderName string
	Amount     Money
	// Balance is the credits the member has after the month, ExpiresOn
	// the membership's last valid day (a month on when paid).
	Balance   int64
	ExpiresOn Date
	Invoice   *TaxDocument
}

// MessageOffer is a package or membership bought online as its e-mail
// states it, with the tax invoice of its sale.
type MessageOffer struct {
	Code            string
	Kind            EntitlementKind
	Name            string
	NameAr          string
	Service         string // "" when it covers a category
	ServiceAr       string
	Category        string
	Sessions        int64
	DiscountPercent Percent
	Price           Money
	ExpiresOn       Date
	BuyerName       string
	Invoice         *TaxDocument
}

// MessageGiftCard is a gift card bought online as its e-mails and its PDF
// state it.
type MessageGiftCard struct {
	Code           string
	Value          Money
	Treatment      string
	TreatmentAr    string
	RecipientName  string
	RecipientEmail string
	BuyerName      string
	Message        string
	DeliveryDate   Date
	ExpiresOn      Date
}

// MessageLink is a payment link as its e-mail states it.
type MessageLink struct {
	Kind      PaymentLinkKind
	Amount    Money
	URL       string
	ExpiresAt time.Time
}

// Stale reports whether q's booking changed after q was written.
func (q QueuedMessage) Stale() bool {
	return q.Message.Kind.IsStale(q.Message.BookingVersion, q.Booking.Version)
}

// OutboxFilter selects the dashboard's messages; a nil Status matches all.
// Newest first.
type OutboxFilter struct {
	Status *MessageStatus
	Page
}

// OutboxStore keeps the messages and hands them to the sender.
type OutboxStore interface {
	// ClaimMessages takes up to limit pending messages due at the store's
	// now for lease: no other caller gets them until the lease ends or
	// they are marked. Each is counted as an attempt.
	ClaimMessages(ctx context.Context, limit int, lease time.Duration) ([]QueuedMessage, error)
	// MarkSent records that the claimed messages were accepted (by id),
	// keeps what was sent and forgets their manage tokens, in one
	// transaction.
	MarkSent(ctx context.Context, sent map[int64]RenderedMessage) error
	// MarkFailed records a refusal: answer is the server's; retryAt nil
	// means failed for good, else pending again from then.
	MarkFailed(ctx context.Context, id int64, answer string, retryAt *time.Time) error
	// DropMessage records that the message was not sent, and why.
	DropMessage(ctx context.Context, id int64, why string) error
	// ListOutbox returns one page of messages matching f, newest first,
	// and how many match.
	ListOutbox(ctx context.Context, f OutboxFilter) ([]OutboxMessage, int, error)
	// OutboxMessage returns the message id with its booking: ENOTFOUND
	// when there is none.
	OutboxMessage(ctx context.Context, id int64) (*QueuedMessage, error)
	// ResendMessage makes a failed (or dropped) message pending again,
	// due now, with its attempts reset: ENOTFOUND for an unknown id,
	// ECONFLICT for one pending or already sent.
	ResendMessage(ctx context.Context, id int64) error
}

// Manage tokens: the guest's link to their booking. A token is 192 random
// bits, base64url; the store keeps only its SHA-256.

// NewManageToken returns a fresh random token.
func NewManageToken() string {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		panic(fmt.Sprintf("dayspa: no randomness for a manage token: %v", err)) // crypto/rand does not fail on supported systems
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

// HashManageToken returns the hash the store keeps of token.
func HashManageToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}

// ValidManageToken reports whether s has a token's shape (32 base64url
// characters), so a malformed one is refused before any lookup.
func ValidManageToken(s string) bool {
	if len(s) != 32 {
		return false
	}
	for _, r := range s {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

// DefaultChangeCutoff is how long before the start a guest may still
// cancel or reschedule unless configured.
const DefaultChangeCutoff = 12 * time.Hour

// ParseReminders reads DAYSPA_REMINDERS: durations before the start,
// comma-separated ("24h", "24h,2h"); "" or "off" is none.
func ParseReminders(s string) ([]time.Duration, error) {
	s = strings.TrimSpace(s)
	if s == "" || s == "off" {
		return nil, nil
	}
	var out []time.Duration
	for _, part := range strings.Split(s, ",") {
		d, err := time.ParseDuration(strings.TrimSpace(part))
		if err != nil || d < time.Minute || d > 14*24*time.Hour {
			return nil, fmt.Errorf("%q is not a duration from 1m to 336h", strings.TrimSpace(part))
		}
		out = append(out, d)
	}
	return out, nil
}

package dayspa

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"strings"
	"time"
)

// Privacy (docs/product.md, "Privacy"): the UAE's personal data law
// (Federal Decree-Law 45/2021) lets a guest see, take and erase what the
// spa holds about them. A person is known by their e-mail address
// (NormalizeEmail): the customer record, their bookings, contact
// messages, newsletter subscription, marketing consents, the e-mails
// sent to them and the tax documents issued for their bookings.

// InvoiceRetentionYears is how long a tax document keeps its buyer's details
// after the person asked to be forgotten: the law makes the spa keep its
// tax records (Art. 59's fields included) for five years from issue.
const InvoiceRetentionYears = 5

// InvoiceEraseOn is the day a forgotten guest's tax document issued on
// issue loses its buyer's details: InvoiceRetentionYears after its issue.
// A document issued on 29 February comes of age on 1 March.
func InvoiceEraseOn(issue Date) Date {
	return DateOf(time.Date(issue.Year+InvoiceRetentionYears, issue.Month, issue.Day, 12, 0, 0, 0, time.UTC))
}

// ForgottenName stands for a forgotten person's name wherever a name is
// required (a customer, a contact message, an income record, a tax
// document come of age). The database's triggers know it too
// (migration 00029): it is the only name a tax document may be given.
const ForgottenName = "Forgotten guest"

// ForgetReason is the reason of the cancellation of a forgotten guest's
// future bookings, as the cancellation e-mail and the dashboard give it.
const ForgetReason = "Cancelled at the guest's request to be forgotten."

// ForgottenEmail returns a new address that stands for a forgotten
// person's: unique (customers.email is), and never delivered (the
// .invalid top-level domain is reserved for that, RFC 2606).
func ForgottenEmail() string {
	b := make([]byte, 8)
	_, _ = rand.Read(b) // crypto/rand.Read never fails
	return "forgotten-" + hex.EncodeToString(b) + ForgottenDomain
}

// ForgottenDomain ends every ForgottenEmail.
const ForgottenDomain = "@forgotten.invalid"

// IsForgottenEmail reports whether email stands for a forgotten person
// (ForgottenEmail): there is nobody left to export or forget.
func IsForgottenEmail(email string) bool {
	return strings.HasSuffix(NormalizeEmail(email), ForgottenDomain)
}

// MsgCustomerNotFound answers a customer id, or an address, the spa knows
// nothing of.
var MsgCustomerNotFound = NewMsg("customer.not_found", "Customer not found.")

// Who a person is. A person is their e-mail address, and only that: the
// customer with that address, that customer's bookings and what hangs on
// them (their e-mails, manage links, undo snapshots, tax documents and the
// income records of those documents), and the contact messages, marketing
// consents and newsletter subscription given with that address. A name or
// a phone number alone never identifies anyone: two guests share a name,
// a family shares one phone, and a guest may book for another with their
// own number. So a contact message with the same phone but another
// address, or an income record with the same name but no document of the
// person's bookings, is someone else's, and is neither exported nor
// forgotten.

// PersonData is everything the spa holds about one person, as the guest's
// export and the manager's download give it.
type PersonData struct {
	Email       string    `json:"email"`
	GeneratedAt time.Time `json:"generatedAt"`
	// Customer is nil when the person never booked (only wrote, or only
	// subscribed).
	Customer   *Customer          `json:"customer"`
	Bookings   []PersonBooking    `json:"bookings"`
	Messages   []ContactMessage   `json:"messages"`
	Invoices   []TaxDocument      `json:"invoices"`
	Consents   []MarketingConsent `json:"consents"`
	Newsletter *Subscriber        `json:"newsletter"`
	Emails     []PersonEmail      `json:"emails"`
	// Entitlements are the gift cards, packages and memberships the
	// person holds or was given; Orders what they bought online, or were
	// named the recipient of.
	Entitlements []PersonEntitlement `json:"entitlements"`
	Orders       []PersonOrder       `json:"orders"`
}

// PersonEntitlement is a gift card, package or membership as its holder's
// or recipient's export shows it: the balance as an amount or sessions.
type PersonEntitlement struct {
	Kind            EntitlementKind   `json:"kind"`
	Code            string            `json:"code"`
	HolderName      string            `json:"holderName"`
	HolderEmail     string            `json:"holderEmail"`
	RecipientName   string            `json:"recipientName"`
	RecipientEmail  string            `json:"recipientEmail"`
	BalanceAmount   *Money            `json:"balanceAmount"`
	BalanceSessions *int64            `json:"balanceSessions"`
	ExpiresOn       Date              `json:"expiresOn"`
	Status          EntitlementStatus `json:"status"`
	CreatedAt       time.Time         `json:"createdAt"`
}

// NewPersonEntitlement is e as the export shows it.
func NewPersonEntitlement(e Entitlement) PersonEntitlement {
	p := PersonEntitlement{Kind: e.Kind, Code: e.Code, HolderName: e.HolderName, HolderEmail: e.HolderEmail,
		RecipientName: e.RecipientName, RecipientEmail: e.RecipientEmail, ExpiresOn: e.ExpiresOn, Status: e.Status,
		CreatedAt: e.CreatedAt.UTC()}
	p.BalanceAmount, p.BalanceSessions = units(e.Kind, e.Balance)
	return p
}

// PersonOrder is a purchase started online, a gift card's or a package's
// or membership's, as its buyer's or recipient's export shows it. What
// names the treatment or the offer ("" for a gift card of an amount);
// Amount is the value or price asked.
type PersonOrder struct {
	Kind           EntitlementKind `json:"kind"`
	What           string          `json:"what"`
	Amount         Money           `json:"amount"`
	BuyerName      string          `json:"buyerName"`
	BuyerEmail     string          `json:"buyerEmail"`
	RecipientName  string          `json:"recipientName"`
	RecipientEmail string          `json:"recipientEmail"`
	Message        string          `json:"message"`
	DeliveryDate   *Date           `json:"deliveryDate"`
	Paid           bool            `json:"paid"`
	CreatedAt      time.Time       `json:"createdAt"`
}

// PersonBooking is one booking as its guest's export shows it.
type PersonBooking struct {
	ID              int64         `json:"id"`
	ServiceName     string        `json:"serviceName"`
	BookingDate     Date          `json:"bookingDate"`
	BookingTime     string        `json:"bookingTime"`
	Status          BookingStatus `json:"status"`
	TotalAmount     Money         `json:"totalAmount"`
	Name            string        `json:"name"`
	Email           string        `json:"email"`
	Phone           string        `json:"phone"`
	SpecialRequests string        `json:"specialRequests"`
	Language        Language      `json:"language"`
	CreatedAt       time.Time     `json:"createdAt"`
}

// PersonEmail is one e-mail the spa wrote to the person.
type PersonEmail struct {
	Kind    MessageKind `json:"kind"`
	Subject string      `json:"subject"`
	// Text is the plain text as sent (its manage link redacted), empty
	// until it is.
	Text      string        `json:"text"`
	Status    MessageStatus `json:"status"`
	CreatedAt time.Time     `json:"createdAt"`
	SentAt    *time.Time    `json:"sentAt"`
}

// ForgetResult says what forgetting a person did.
type ForgetResult struct {
	// CancelledBookings counts the future bookings cancelled first (each
	// guest told by the usual cancellation e-mail).
	CancelledBookings int `json:"cancelledBookings"`
	// KeptInvoices counts the tax documents younger than
	// InvoiceRetentionYears that keep the buyer's details until then.
	KeptInvoices int `json:"keptInvoices"`
}

// PrivacyStore finds and forgets a person.
type PrivacyStore interface {
	// PersonData returns what the spa holds about email; ENOTFOUND when
	// it holds nothing.
	PersonData(ctx context.Context, email string) (*PersonData, error)
	// CustomerEmail returns the e-mail address of customer id (ENOTFOUND).
	CustomerEmail(ctx context.Context, id int64) (string, error)
	// ForgetPerson cancels the person's future bookings (with the
	// cancellation e-mail, which keeps its recipient until it is sent),
	// then anonymises them everywhere, all in one transaction, except the tax documents younger than
	// InvoiceRetentionYears, which are anonymised when they come of age.
	// ENOTFOUND when the spa holds nothing about email.
	ForgetPerson(ctx context.Context, email string, now time.Time) (*ForgetResult, error)
	// ManagedPerson returns the customer, and their address, of the
	// booking of a manage link's token while the link works (as
	// ManageStore's ManagedBooking); ENOTFOUND (MsgManageLink) else.
	ManagedPerson(ctx context.Context, tokenHash string, rules ManageRules) (id int64, email string, err error)
}

// ForgetRequest is the dashboard's request to forget a customer: the
// reason (the guest's request, how it came) goes to the audit log, which
// keeps the customer's id and never their name or address, so the reason
// should not name them either.
type ForgetRequest struct {
	Reason string `json:"reason"`
}

// MsgForgetReason refuses a reason that is too long or hides characters.
var MsgForgetReason = NewMsg("privacy.reason", "The reason must be at most 500 characters.")

// Validate trims the reason, which may be empty, and checks it.
func (f *ForgetRequest) Validate() error {
	f.Reason = strings.TrimSpace(f.Reason)
	fe := FieldErrors{}
	checkFreeText(fe, "reason", f.Reason, 500, MsgForgetReason)
	if len(fe) > 0 {
		return fe.Err()
	}
	return nil
}

// GuestActor is who the audit log names for what a guest does through
// their manage link: no account, and no name (a forgotten guest's would
// be kept by the very event that records their forgetting).
var GuestActor = Actor{Name: "Guest (manage link)"}

// InvoiceAnonymiser clears the buyer's details of the forgotten guests'
// tax documents that have come of age (the daily retention job).
type InvoiceAnonymiser interface {
	// AnonymiseDueInvoices gives up to limit documents whose
	// InvoiceEraseOn day is on or before now's day the ForgottenName and
	// no buyer address or TRN, and says how many it changed. Nothing else
	// of a document ever changes.
	AnonymiseDueInvoices(ctx context.Context, now time.Time, limit int) (int, error)
}

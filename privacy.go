package dayspa

import (
	"context"
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
	Kind      MessageKind   `json:"kind"`
	Subject   string        `json:"subject"`
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
	// cancellation e-mail), then anonymises them everywhere in one
	// transaction, except the tax documents younger than
	// InvoiceRetentionYears, which are anonymised when they come of age.
	// ENOTFOUND when the spa holds nothing about email.
	ForgetPerson(ctx context.Context, email string, now time.Time) (*ForgetResult, error)
}

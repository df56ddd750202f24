package dayspa

import (
	"context"
	"strings"
	"time"
)

// The dashboard's Today place: the day's arrivals, the booking requests
// waiting for a Confirm, the unread messages and the day's takings so far,
// in one answer (docs/product.md, "Today").

// Bounds of the Today answer: every list of it is short whatever the
// database holds.
const (
	MaxTodayArrivals = 200 // far above a day's capacity
	MaxTodayWaiting  = 20
	MaxTodayUnread   = 10
)

// AdminDayBooking is a booking as the Today place shows it: its day and
// span, its guest (with a WhatsApp link), its service, therapists and room,
// and what the dashboard may do with it now.
type AdminDayBooking struct {
	ID          int64         `json:"id"`
	BookingDate Date          `json:"bookingDate"`
	Start       string        `json:"start"`
	End         string        `json:"end"`
	Status      BookingStatus `json:"status"`
	Customer    struct {
		ID          int64  `json:"id"`
		Name        string `json:"name"`
		FirstName   string `json:"firstName"`
		Email       string `json:"email"`
		Phone       string `json:"phone"`
		WhatsappURL string `json:"whatsappUrl"`
	} `json:"customer"`
	Service struct {
		ID       int64  `json:"id"`
		Name     string `json:"name"`
		Duration int    `json:"duration"`
	} `json:"service"`
	Therapists      []string       `json:"therapists"`
	Room            *string        `json:"room"`
	SpecialRequests string         `json:"specialRequests"`
	Actions         BookingActions `json:"actions"`
}

// FirstName returns the first word of a name.
func FirstName(name string) string {
	if f := strings.Fields(name); len(f) > 0 {
		return f[0]
	}
	return ""
}

// Complete fills what the Today place derives from a stored booking: the
// guest's first name and WhatsApp link, and the actions at now, the
// booking starting at its day and start time in loc.
func (b *AdminDayBooking) Complete(now time.Time, loc *time.Location) {
	b.Customer.FirstName = FirstName(b.Customer.Name)
	b.Customer.WhatsappURL = WhatsAppURL(b.Customer.Phone)
	minute, _ := ParseClock(b.Start)
	b.Actions = ActionsOf(b.Status, b.BookingDate.At(minute, loc), now)
	if b.Therapists == nil {
		b.Therapists = []string{}
	}
}

// UnreadMessage is an unread contact message as the Today place lists it.
type UnreadMessage struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Phone     string    `json:"phone"`
	Message   string    `json:"message"`
	CreatedAt time.Time `json:"createdAt"`
}

// Takings are the sums of a day's invoices so far.
type Takings struct {
	Total Money `json:"total"`
	Cash  Money `json:"cash"`
	Card  Money `json:"card"`
	Tips  Money `json:"tips"`
	Count int   `json:"count"`
}

// TodayBoard is the Today place's answer.
type TodayBoard struct {
	Date        Date              `json:"date"`
	Arrivals    []AdminDayBooking `json:"arrivals"`
	Waiting     []AdminDayBooking `json:"waiting"`
	Unread      []UnreadMessage   `json:"unread"`
	UnreadTotal int               `json:"unreadTotal"`
	// Takings are nil (null) for a role that may not see income: the
	// front desk runs the day without learning its takings.
	Takings *Takings `json:"takings"`
}

// For keeps what role may see of the board: the takings only for a role
// that may see income.
func (t TodayBoard) For(role Role) TodayBoard {
	if !role.Can(PermIncome) {
		t.Takings = nil
	}
	return t
}

// Complete fills every booking's derived fields (AdminDayBooking.Complete).
func (t *TodayBoard) Complete(now time.Time, loc *time.Location) {
	for i := range t.Arrivals {
		t.Arrivals[i].Complete(now, loc)
	}
	for i := range t.Waiting {
		t.Waiting[i].Complete(now, loc)
	}
}

// TodayStore reads the Today place and the dashboard's search.
type TodayStore interface {
	// TodayBoard returns day's arrivals (every booking of the day but the
	// cancelled ones, by start, at most MaxTodayArrivals), the pending
	// requests of any day (soonest first, at most MaxTodayWaiting), the
	// newest unread messages (at most MaxTodayUnread) and their number,
	// and the sums of day's invoices. Derived fields are left to Complete.
	TodayBoard(ctx context.Context, day Date) (TodayBoard, error)
	// AdminSearch returns what matches q, at most MaxSearchResults of each
	// kind.
	AdminSearch(ctx context.Context, q SearchTerms) (SearchResults, error)
}

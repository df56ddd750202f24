package dayspa

import (
	"context"
	"strings"
	"time"
)

// BookingStats counts bookings by status for the dashboard.
type BookingStats struct {
	TotalBookings     int `json:"totalBookings"`
	PendingBookings   int `json:"pendingBookings"`
	ConfirmedBookings int `json:"confirmedBookings"`
	CompletedBookings int `json:"completedBookings"`
}

// BookingView is a booking joined with its customer and service, in the
// shape SPEC §3 gives the dashboard.
type BookingView struct {
	Booking struct {
		ID              int64         `json:"id"`
		BookingDate     Date          `json:"bookingDate"`
		BookingTime     string        `json:"bookingTime"`
		TotalAmount     Money         `json:"totalAmount"`
		Status          BookingStatus `json:"status"`
		SpecialRequests string        `json:"specialRequests"`
		CreatedAt       time.Time     `json:"createdAt"`
	} `json:"bookings"`
	Customer struct {
		ID    int64  `json:"id"`
		Name  string `json:"name"`
		Email string `json:"email"`
		Phone string `json:"phone"`
	} `json:"customers"`
	Service struct {
		ID       int64  `json:"id"`
		Name     string `json:"name"`
		Duration int    `json:"duration"`
	} `json:"services"`
}

// Page limits for dashboard lists.
const (
	DefaultPageSize = 10
	MaxPageSize     = 100
)

// Page is an offset and a limit, normalized by Normalize.
type Page struct {
	Offset int
	Limit  int
}

// Normalize bounds the page: a limit of 1 to MaxPageSize (DefaultPageSize
// when unset) and a non-negative offset.
func (p Page) Normalize() Page {
	if p.Limit <= 0 {
		p.Limit = DefaultPageSize
	}
	p.Limit = min(p.Limit, MaxPageSize)
	p.Offset = max(p.Offset, 0)
	return p
}

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
	f.Search = strings.TrimSpace(f.Search)
	f.Page = f.Page.Normalize()
	return f
}

// CustomerView is a customer with the number of their bookings, counted by
// the store over all bookings.
type CustomerView struct {
	Customer
	BookingCount int `json:"bookingCount"`
}

// CustomerFilter selects customers; newest first.
type CustomerFilter struct {
	Search string
	Page
}

// ServiceView is a service with the number of its bookings.
type ServiceView struct {
	Service
	BookingCount int `json:"bookingCount"`
}

// AdminStore is what the dashboard reads and changes.
type AdminStore interface {
	// BookingStats counts all bookings and those pending, confirmed and completed.
	BookingStats(ctx context.Context) (BookingStats, error)
	// ListBookings returns one page of bookings matching f and the total
	// number that match.
	ListBookings(ctx context.Context, f BookingFilter) ([]BookingView, int, error)
	// SetBookingStatus moves a booking to next. Returns ENOTFOUND for an
	// unknown id and ECONFLICT when the current status cannot move to next
	// (BookingStatus.CanMoveTo).
	SetBookingStatus(ctx context.Context, id int64, next BookingStatus) (*Booking, error)
	// ListCustomers returns one page of customers with their booking counts
	// and the total number that match.
	ListCustomers(ctx context.Context, f CustomerFilter) ([]CustomerView, int, error)
	// ListServiceViews returns every service with its booking count.
	ListServiceViews(ctx context.Context) ([]ServiceView, error)
	// UnreadMessageCount counts contact messages not yet read.
	UnreadMessageCount(ctx context.Context) (int, error)
}

// SettingStore keeps small named values, such as the admin password hash.
type SettingStore interface {
	// GetSetting returns ENOTFOUND when the key has no value.
	GetSetting(ctx context.Context, key string) (string, error)
	// SetSetting stores value under key, replacing any earlier value.
	SetSetting(ctx context.Context, key, value string) error
}

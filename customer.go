package dayspa

import (
	"context"
	"time"
)

// Customer is a person who booked, one per e-mail address whatever its
// case (docs/product.md, "Customers"). A booking finds or creates its
// customer (BookingStore.CreateBooking).
type Customer struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Phone     string    `json:"phone"`
	CreatedAt time.Time `json:"createdAt"`
}

// CustomerView is a customer with the number of their bookings, counted by
// the store over all bookings.
type CustomerView struct {
	Customer
	BookingCount int `json:"bookingCount"`
}

// CustomerFilter selects customers; newest first.
type CustomerFilter struct {
	// Search matches the name or e-mail, case-insensitively.
	Search string
	Page
}

// Normalize trims the search and bounds the page.
func (f CustomerFilter) Normalize() CustomerFilter {
	f.Search, f.Page = normalizeSearch(f.Search, f.Page)
	return f
}

// CustomerStore lists the customers.
type CustomerStore interface {
	// ListCustomers returns one page of customers with their booking counts
	// and the total number that match.
	ListCustomers(ctx context.Context, f CustomerFilter) ([]CustomerView, int, error)
}

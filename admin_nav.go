package dayspa

import (
	"context"
	"strings"
	"time"
)

// NavCounts are the numbers the dashboard's navigation shows beside its
// places: what waits for the spa (new requests, unread messages) and the
// size of each list ("Bookings (12)", "Customers (40)").
type NavCounts struct {
	// NewRequests are the bookings still pending: requests waiting for
	// the spa's answer.
	NewRequests int `json:"newRequests"`
	// UnreadMessages are the contact messages not yet marked read.
	UnreadMessages int `json:"unreadMessages"`
	// Bookings, Customers, Services, Posts and Income count every row of
	// their list, as its unfiltered first page counts them: every booking
	// and customer, every service active or not, every post drafts
	// included, every income transaction.
	Bookings  int `json:"bookings"`
	Customers int `json:"customers"`
	Services  int `json:"services"`
	Posts     int `json:"posts"`
	Income    int `json:"income"`
}

// For keeps only the counts of the places role may open: a list's size
// and what waits in it belong to whoever may read that list. Reception
// never learns how many income transactions there are, a therapist not
// even how many bookings or customers; the others read as zero.
func (c NavCounts) For(role Role) NavCounts {
	keep := func(p Permission, n int) int {
		if role.Can(p) {
			return n
		}
		return 0
	}
	return NavCounts{
		NewRequests:    keep(PermBookings, c.NewRequests),
		UnreadMessages: keep(PermMessages, c.UnreadMessages),
		Bookings:       keep(PermBookings, c.Bookings),
		Customers:      keep(PermCustomer, c.Customers),
		Services:       keep(PermContent, c.Services),
		Posts:          keep(PermContent, c.Posts),
		Income:         keep(PermIncome, c.Income),
	}
}

// NavStore counts what the dashboard's navigation shows.
type NavStore interface {
	// NavCounts counts, in one consistent read, the new requests, unread
	// messages, bookings, customers, services, posts and income
	// transactions.
	NavCounts(ctx context.Context) (NavCounts, error)
}

// NavUser is the person signed in to the dashboard, as its top bar names
// them.
type NavUser struct {
	Name string `json:"name"`
}

// AdminNav is what the dashboard's frame shows around every place: the
// spa's name, the person signed in, the spa's date and time, and the
// navigation's counts. The dashboard takes the spa's date and time from
// here rather than working out the spa's zone itself.
type AdminNav struct {
	SpaName string  `json:"spaName"`
	User    NavUser `json:"user"`
	// Today is the spa's date now (YYYY-MM-DD).
	Today Date `json:"today"`
	// Now is the spa's time now, to the second, with its offset
	// (RFC 3339: "2026-11-28T18:00:00+04:00").
	Now string `json:"now"`
	// TimeZone is the spa's IANA zone: "Asia/Dubai".
	TimeZone string    `json:"timeZone"`
	Counts   NavCounts `json:"counts"`
}

// DefaultAdminName names the person signed in when the session knows no
// name: the dashboard has one admin password, so one "Admin".
const DefaultAdminName = "Admin"

// NewAdminNav puts the frame's facts together: the spa's full name (its
// short name when the full one is not configured), the person signed in
// (DefaultAdminName when user is blank) and the spa's date and time on
// clock.
func NewAdminNav(b Business, user string, clock Clock, counts NavCounts) AdminNav {
	name := strings.TrimSpace(b.Name)
	if name == "" {
		name = strings.TrimSpace(b.ShortName)
	}
	user = strings.TrimSpace(user)
	if user == "" {
		user = DefaultAdminName
	}
	now := clock.Time().Truncate(time.Second)
	return AdminNav{
		SpaName:  name,
		User:     NavUser{Name: user},
		Today:    DateOf(now),
		Now:      now.Format(time.RFC3339),
		TimeZone: now.Location().String(),
		Counts:   counts,
	}
}

package dayspa_test

import (
	"reflect"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
)

func TestTodayBookingActions(t *testing.T) {
	dubai, _ := time.LoadLocation(dayspa.DefaultTimeZone)
	start := time.Date(2026, 11, 28, 14, 0, 0, 0, dubai)
	before, after := start.Add(-time.Minute), start.Add(time.Minute)
	s := func(v ...dayspa.BookingStatus) []dayspa.BookingStatus { return append([]dayspa.BookingStatus{}, v...) }
	for _, tt := range []struct {
		status dayspa.BookingStatus
		now    time.Time
		want   dayspa.TodayActions
	}{
		{dayspa.StatusPending, before, dayspa.TodayActions{Statuses: s(dayspa.StatusConfirmed, dayspa.StatusCancelled), Move: true}},
		{dayspa.StatusPending, after, dayspa.TodayActions{Statuses: s(dayspa.StatusConfirmed, dayspa.StatusCancelled), Move: true}},
		// Completed and no-show only from the start on.
		{dayspa.StatusConfirmed, before, dayspa.TodayActions{Statuses: s(dayspa.StatusCancelled), Move: true}},
		{dayspa.StatusConfirmed, start, dayspa.TodayActions{Statuses: s(dayspa.StatusCompleted, dayspa.StatusNoShow, dayspa.StatusCancelled), Move: true}},
		{dayspa.StatusCompleted, after, dayspa.TodayActions{Statuses: s()}},
		{dayspa.StatusCancelled, before, dayspa.TodayActions{Statuses: s()}},
		{dayspa.StatusNoShow, after, dayspa.TodayActions{Statuses: s()}},
	} {
		if got := dayspa.TodayBookingActions(tt.status, start, tt.now); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%s at %s: got %+v, want %+v", tt.status, tt.now.Format("15:04"), got, tt.want)
		}
	}
}

func TestGuestWhatsAppURL(t *testing.T) {
	for in, want := range map[string]string{
		"+971 50 123 4567":  "https://wa.me/971501234567",
		"050 123 4567":      "https://wa.me/971501234567",
		"00971 50 123 4567": "https://wa.me/971501234567",
		"+44 20 7946 0958":  "https://wa.me/442079460958",
		"12345":             "",
		"":                  "",
	} {
		if got := dayspa.GuestWhatsAppURL(in); got != want {
			t.Errorf("GuestWhatsAppURL(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestAdminDayBookingComplete(t *testing.T) {
	dubai, _ := time.LoadLocation(dayspa.DefaultTimeZone)
	var b dayspa.AdminDayBooking
	b.BookingDate = dayspa.Date{Year: 2026, Month: time.November, Day: 28}
	b.Start, b.Status = "14:00", dayspa.StatusConfirmed
	b.Customer.Name, b.Customer.Phone = "  Layla Haddad", "050 123 4567"
	b.Complete(time.Date(2026, 11, 28, 14, 30, 0, 0, dubai), dubai)
	if b.Customer.FirstName != "Layla" || b.Customer.WhatsappURL != "https://wa.me/971501234567" {
		t.Errorf("customer %+v", b.Customer)
	}
	if want := []dayspa.BookingStatus{dayspa.StatusCompleted, dayspa.StatusNoShow, dayspa.StatusCancelled}; !reflect.DeepEqual(b.Actions.Statuses, want) || !b.Actions.Move {
		t.Errorf("actions %+v", b.Actions)
	}
	if b.Therapists == nil {
		t.Error("therapists nil, want [] in JSON")
	}
	// Half an hour earlier the treatment has not started: no completion yet.
	b.Complete(time.Date(2026, 11, 28, 13, 30, 0, 0, dubai), dubai)
	if want := []dayspa.BookingStatus{dayspa.StatusCancelled}; !reflect.DeepEqual(b.Actions.Statuses, want) {
		t.Errorf("before the start: actions %+v", b.Actions)
	}
}

package dayspa

import (
	"net/url"
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestActionsOf(t *testing.T) {
	dubai := time.FixedZone("Dubai", 4*3600)
	start := time.Date(2026, 11, 28, 15, 0, 0, 0, dubai)
	before, after := start.Add(-time.Minute), start
	cases := []struct {
		status BookingStatus
		now    time.Time
		want   BookingActions
	}{
		// A pending request may be confirmed or cancelled, and moved.
		{StatusPending, before, BookingActions{Statuses: []BookingStatus{StatusConfirmed, StatusCancelled}, Move: true}},
		{StatusPending, after, BookingActions{Statuses: []BookingStatus{StatusConfirmed, StatusCancelled}, Move: true}},
		// A confirmed one is completed or a no-show only from its start on.
		{StatusConfirmed, before, BookingActions{Statuses: []BookingStatus{StatusCancelled}, Move: true}},
		{StatusConfirmed, after, BookingActions{Statuses: []BookingStatus{StatusCompleted, StatusCancelled, StatusNoShow}, Move: true}},
		// The ends take nothing more.
		{StatusCompleted, after, BookingActions{Statuses: []BookingStatus{}}},
		{StatusCancelled, after, BookingActions{Statuses: []BookingStatus{}}},
		{StatusNoShow, after, BookingActions{Statuses: []BookingStatus{}}},
		{BookingStatus("odd"), after, BookingActions{Statuses: []BookingStatus{}}},
	}
	for _, c := range cases {
		got := ActionsOf(c.status, start, c.now)
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("ActionsOf(%s, now %s) = %+v, want %+v", c.status, c.now.Format("15:04"), got, c.want)
		}
		// Every status offered is one the store accepts at that moment.
		for _, next := range got.Statuses {
			if !c.status.CanMoveTo(next) || next.CheckStarted(start, c.now) != nil {
				t.Errorf("%s offers %s, which the store refuses", c.status, next)
			}
		}
	}
	if !ActionsOf(StatusPending, start, before).Allows(StatusConfirmed) || ActionsOf(StatusPending, start, before).Allows(StatusNoShow) {
		t.Error("Allows disagrees with the statuses")
	}
}

func TestBookingViewFill(t *testing.T) {
	dubai := time.FixedZone("Dubai", 4*3600)
	var v BookingView
	v.Booking.Status, v.Booking.BookingDate, v.Booking.BookingTime = StatusConfirmed, Date{2026, 11, 28}, "15:00"
	v.Customer.Phone = "050 123 4567"
	// 14:59 in Dubai: not started.
	v.Fill(time.Date(2026, 11, 28, 10, 59, 0, 0, time.UTC), dubai)
	if v.Actions.Allows(StatusCompleted) || v.Customer.WhatsAppURL != "https://wa.me/971501234567" {
		t.Fatalf("before the start: %+v %q", v.Actions, v.Customer.WhatsAppURL)
	}
	// 15:00 in Dubai: started.
	v.Fill(time.Date(2026, 11, 28, 11, 0, 0, 0, time.UTC), dubai)
	if !v.Actions.Allows(StatusCompleted) {
		t.Fatalf("at the start: %+v", v.Actions)
	}
	var c CalendarBooking
	c.Status, c.BookingDate, c.Start, c.Customer.Phone = StatusConfirmed, Date{2026, 11, 28}, "15:00", "12"
	c.Customer.Name = "  Fatima   Zahra Khan "
	c.Fill(time.Date(2026, 11, 28, 11, 0, 0, 0, time.UTC), dubai)
	if !c.Actions.Allows(StatusNoShow) || !c.Actions.Move || c.Customer.WhatsAppURL != "" {
		t.Fatalf("calendar booking: %+v %q", c.Actions, c.Customer.WhatsAppURL)
	}
	// The day sheet names the guest by this alone.
	if c.Customer.FirstName != "Fatima" {
		t.Fatalf("calendar booking's first name: %q", c.Customer.FirstName)
	}
}

func TestWhatsAppURL(t *testing.T) {
	cases := map[string]string{
		"+971 (50) 123-4567": "https://wa.me/971501234567",
		"050 123 4567":       "https://wa.me/971501234567", // the local way is a UAE number
		"0044 20 7946 0958":  "https://wa.me/442079460958", // 00 before the country code is dropped
		"00447700900123":     "https://wa.me/447700900123",
		"971501234567":       "https://wa.me/971501234567",
		"+44 7700 900123":    "https://wa.me/447700900123",
		"123":                "", // too short to be a number
		"+1234567":           "",
		"":                   "",
		"no phone":           "",
	}
	for phone, want := range cases {
		if got := WhatsAppURL(phone); got != want {
			t.Errorf("WhatsAppURL(%q) = %q, want %q", phone, got, want)
		}
	}
}

// A chat carrying a text is WhatsAppURL's, the text's spaces as %20; no
// number, no link.
func TestWhatsAppLink(t *testing.T) {
	for phone, want := range map[string]string{
		"+971 50 123 4567":  "https://wa.me/971501234567?text=hi%20there",
		"050 123 4567":      "https://wa.me/971501234567?text=hi%20there",
		"0044 20 7946 0000": "https://wa.me/442079460000?text=hi%20there",
		"123":               "",
		"":                  "",
	} {
		if got := WhatsAppLink(phone, "hi there"); got != want {
			t.Errorf("WhatsAppLink(%q) = %q, want %q", phone, got, want)
		}
	}
}

func TestConfirmationChat(t *testing.T) {
	var v BookingView
	v.Booking.BookingDate, v.Booking.BookingTime = Date{2026, 11, 27}, "15:00"
	v.Customer.Name, v.Customer.Phone, v.Service.Name = "Layla", "050 123 4567", "Hot Stone Massage"
	got := v.ConfirmationChat("Serenity Day Spa")
	want := "https://wa.me/971501234567?text=" + strings.ReplaceAll(url.QueryEscape(
		"Hello Layla, your Hot Stone Massage at Serenity Day Spa on November 27, 2026 at 3:00 PM is confirmed. We look forward to welcoming you."), "+", "%20")
	if got != want {
		t.Fatalf("English: %s\nwant %s", got, want)
	}
	// In the guest's language.
	v.Booking.Language = Arabic
	text, err := url.QueryUnescape(strings.TrimPrefix(v.ConfirmationChat("Serenity Day Spa"), "https://wa.me/971501234567?text="))
	if err != nil || text != "مرحبًا Layla، يسعدنا تأكيد موعدك: Hot Stone Massage في Serenity Day Spa يوم 27 نوفمبر 2026 الساعة 3:00 م. نتطلع إلى استقبالك." {
		t.Fatalf("Arabic: %q %v", text, err)
	}
	v.Customer.Phone = "12"
	if got := v.ConfirmationChat("Serenity Day Spa"); got != "" {
		t.Fatalf("no number: %q", got)
	}
}

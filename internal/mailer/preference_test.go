package mailer_test

import (
	"bytes"
	"context"
	"net/mail"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// The Changed e-mail of a guest's move says that their therapist
// preference is kept (a named therapist by name), in both bodies; a
// booking for any therapist says nothing of it.
func TestSender_ChangedMessageSaysThePreference(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		team, err := f.db.Therapists(ctx)
		if err != nil {
			t.Fatal(err)
		}
		var omar int64
		for _, th := range team {
			if th.Name == "Omar" {
				omar = th.ID
			}
		}
		book := func(email, at, pref string) string {
			nb, err := dayspa.BookingRequest{ServiceID: f.svc.ID, CustomerName: "Layla Haddad", CustomerEmail: email,
				CustomerPhone: "+971 50 123 4567", BookingDate: bookDay.String(), BookingTime: at, Preference: pref}.Validate(f.rules, &f.svc)
			if err != nil {
				t.Fatal(err)
			}
			b, err := f.db.CreateBooking(ctx, nb, f.rules)
			if err != nil {
				t.Fatal(err)
			}
			var token string
			if err := f.db.SQL().QueryRow(`SELECT manage_token FROM outbox WHERE booking_id = $1 AND manage_token IS NOT NULL ORDER BY id LIMIT 1`, b.ID).Scan(&token); err != nil {
				t.Fatal(err)
			}
			return token
		}
		rules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Now: f.clock.Now}
		move := func(token, at string) {
			minute, _ := dayspa.ParseClock(at)
			if _, err := f.db.RescheduleByGuest(ctx, dayspa.HashManageToken(token), bookDay.AddDays(1), minute, f.rules, rules); err != nil {
				t.Fatal(err)
			}
		}
		move(book("male@example.com", "10:00", "male"), "10:00")
		move(book("omar@example.com", "13:00", "therapist:"+strconv.FormatInt(omar, 10)), "13:00")
		move(book("any@example.com", "16:00", ""), "16:00")
		f.drain(t, f.sender)

		changed := map[string][]part{}
		for _, m := range f.smtp.Messages() {
			msg, err := mail.ReadMessage(bytes.NewReader(m.Data))
			if err != nil {
				t.Fatal(err)
			}
			if strings.Contains(msg.Header.Get("Subject"), "changed") {
				changed[m.To[0]] = leaves(t, msg.Header, msg.Body)
			}
		}
		if len(changed) != 3 {
			t.Fatalf("%d Changed e-mails, want 3", len(changed))
		}
		for email, words := range map[string]string{"male@example.com": "Male therapist", "omar@example.com": "Omar"} {
			for _, p := range changed[email] {
				if p.contentType != "text/plain" && p.contentType != "text/html" {
					continue
				}
				if !strings.Contains(p.body, "Your therapist preference is kept: "+words+".") {
					t.Errorf("%s of %s lacks the kept preference:\n%s", p.contentType, email, p.body)
				}
				row := "Therapist preference: " + words
				if p.contentType == "text/html" {
					row = `Therapist preference</td><td style="padding:8px 0;">` + words + "</td>"
				}
				if !strings.Contains(p.body, row) {
					t.Errorf("%s of %s lacks %q", p.contentType, email, row)
				}
			}
		}
		for _, p := range changed["any@example.com"] {
			if strings.Contains(p.body, "Therapist preference") || strings.Contains(p.body, "preference is kept") {
				t.Errorf("%s of a booking for any therapist speaks of a preference:\n%s", p.contentType, p.body)
			}
		}
	})
}

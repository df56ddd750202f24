package mailer_test

import (
	"bytes"
	"context"
	"mime"
	"net/mail"
	"strings"
	"sync"
	"testing"
	"time"
	_ "time/tzdata"

	"github.com/emersion/go-smtp"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/mailer"
	"github.com/dayspa/dayspa/internal/mailer/mailertest"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

var (
	dubai, _ = time.LoadLocation("Asia/Dubai")
	// 08:00 in Dubai on 22 November 2026; the bookings are a week later.
	testNow = time.Date(2026, 11, 22, 8, 0, 0, 0, dubai)
	bookDay = dayspa.Date{Year: 2026, Month: time.November, Day: 29}
	spa     = mailer.Spa{Name: "Serenity Day Spa Dubai", Phone: "+971 4 123 4567", WhatsApp: "971501234567",
		Email: "hello@spa.example", Address: "The Sandstone Hotel, Sheikh Zayed Road, Al Barsha 1, Dubai",
		BaseURL: "https://spa.example", Location: dubai}
)

type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

type fixture struct {
	db     *sqlstore.DB
	cfg    sqlstore.Config
	clock  *clock
	smtp   *mailertest.Server
	svc    dayspa.Service
	rules  dayspa.SlotRules
	sender *mailer.Sender
}

func newFixture(t *testing.T, e sqlstoretest.Engine) *fixture {
	t.Helper()
	f := &fixture{clock: &clock{t: testNow}}
	f.cfg = e.Config(t)
	f.cfg.Location = dubai
	f.cfg.Messages = dayspa.MessageRules{SpaEmail: "bookings@spa.example", Reminders: []time.Duration{24 * time.Hour, 2 * time.Hour}}
	f.db = sqlstoretest.Open(t, f.cfg, f.clock.Now)
	f.svc = dayspa.Service{Name: "Hot Stone Massage", Category: "massage", Duration: 90, Price: dayspa.AED(450), IsActive: true}
	if err := f.db.CreateService(context.Background(), &f.svc); err != nil {
		t.Fatal(err)
	}
	sqlstoretest.QualifyTeam(t, f.db, f.svc.ID)
	f.rules = dayspa.SlotRules{Clock: dayspa.Clock{Location: dubai, Now: f.clock.Now}}
	var err error
	if f.smtp, err = mailertest.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { f.smtp.Close() })
	f.sender = f.newSender(f.db)
	return f
}

func (f *fixture) newSender(db *sqlstore.DB) *mailer.Sender {
	relay, err := mailer.ParseRelay("smtp://" + f.smtp.Addr)
	if err != nil {
		panic(err)
	}
	return &mailer.Sender{Store: db, Relay: relay, From: "Serenity Day Spa <bookings@spa.example>", Spa: spa, Now: f.clock.Now, Batch: 10}
}

func (f *fixture) book(t *testing.T, name, email, at string, day dayspa.Date) *dayspa.Booking {
	t.Helper()
	nb, err := dayspa.BookingRequest{ServiceID: f.svc.ID, CustomerName: name, CustomerEmail: email, CustomerPhone: "+971 50 123 4567",
		BookingDate: day.String(), BookingTime: at, SpecialRequests: "Quiet room <please> & thanks"}.Validate(f.rules, &f.svc)
	if err != nil {
		t.Fatal(err)
	}
	b, err := f.db.CreateBooking(context.Background(), nb, f.rules)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// drain runs the sender until nothing is due.
func (f *fixture) drain(t *testing.T, s *mailer.Sender) {
	t.Helper()
	for {
		n, err := s.SendDue(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
	}
}

func TestSender_RetriesAfterRefusal(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		f.smtp.SetRefuse(func(n int, to []string) *smtp.SMTPError {
			if n <= 2 {
				return &smtp.SMTPError{Code: 451, EnhancedCode: smtp.EnhancedCode{4, 3, 0}, Message: "Try again later"}
			}
			return nil
		})
		b := f.book(t, "Omar", "omar@example.com", "11:00", bookDay)
		f.drain(t, f.sender)
		if n := f.smtp.Count(); n != 0 {
			t.Fatalf("accepted %d", n)
		}
		list, _, err := f.db.ListOutbox(ctx, dayspa.OutboxFilter{})
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range list {
			if m.Status != dayspa.MessagePending || m.Attempts != 1 || !strings.Contains(m.LastError, "451") ||
				!m.NextAttemptAt.Equal(testNow.Add(time.Minute)) {
				t.Errorf("after refusal: %+v", m)
			}
		}
		f.clock.Add(59 * time.Second)
		f.drain(t, f.sender)
		if f.smtp.Count() != 0 {
			t.Fatal("retried before the backoff")
		}
		f.clock.Add(time.Second)
		f.drain(t, f.sender)
		if n := f.smtp.Count(); n != 2 {
			t.Fatalf("after the backoff the server has %d, want 2", n)
		}
		// A permanent refusal fails at once, with the server's answer.
		f.smtp.SetRefuse(func(int, []string) *smtp.SMTPError {
			return &smtp.SMTPError{Code: 550, EnhancedCode: smtp.EnhancedCode{5, 1, 1}, Message: "No such user"}
		})
		if _, err := f.db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed}); err != nil {
			t.Fatal(err)
		}
		f.clock.Add(dayspa.UndoWindow) // a dashboard change is sent once it can no longer be undone
		f.drain(t, f.sender)
		failed := dayspa.MessageFailed
		list, _, err = f.db.ListOutbox(ctx, dayspa.OutboxFilter{Status: &failed})
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 1 || list[0].Kind != dayspa.KindConfirmed || !strings.Contains(list[0].LastError, "550") || list[0].Attempts != 1 {
			t.Fatalf("failed: %+v", list)
		}
		// Sent again by the manager, once the address is right.
		f.smtp.SetRefuse(nil)
		if err := f.db.ResendMessage(ctx, list[0].ID); err != nil {
			t.Fatal(err)
		}
		f.drain(t, f.sender)
		if n := f.smtp.Count(); n != 3 {
			t.Fatalf("after resend the server has %d, want 3", n)
		}
	})
}

func TestSender_ExactlyOnceWithTwoSenders(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		other := sqlstoretest.Open(t, f.cfg, f.clock.Now)
		sqlstoretest.GrowTeam(t, f.db, f.svc.ID)
		n := 0
		for day := range 5 {
			for _, at := range []string{"10:00", "12:00", "14:00", "16:00"} {
				f.book(t, "Guest", "guest"+at[:2]+string(rune('a'+day))+"@example.com", at, bookDay.AddDays(day))
				n += 2
			}
		}
		var wg sync.WaitGroup
		for _, s := range []*mailer.Sender{f.newSender(f.db), f.newSender(other), f.newSender(f.db), f.newSender(other)} {
			s.Batch = 3
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					k, err := s.SendDue(context.Background())
					if err != nil {
						t.Error(err)
						return
					}
					if k == 0 {
						return
					}
				}
			}()
		}
		wg.Wait()
		got := f.smtp.Messages()
		seen := map[string]int{}
		for _, m := range got {
			msg, err := mail.ReadMessage(bytes.NewReader(m.Data))
			if err != nil {
				t.Fatal(err)
			}
			seen[msg.Header.Get("Message-Id")]++
		}
		if len(got) != n || len(seen) != n {
			t.Fatalf("server got %d messages (%d distinct), want %d once each", len(got), len(seen), n)
		}
	})
}

func TestSender_CancelledBookingsReminderNeverSent(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		ctx := context.Background()
		b := f.book(t, "Sara", "sara@example.com", "15:00", bookDay)
		if _, err := f.db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed}); err != nil {
			t.Fatal(err)
		}
		f.drain(t, f.sender)
		before := f.smtp.Count()
		if _, err := f.db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusCancelled, Reason: "Guest is travelling"}); err != nil {
			t.Fatal(err)
		}
		f.clock.Add(7 * 24 * time.Hour) // past both reminders' due times
		f.drain(t, f.sender)
		got := f.smtp.Messages()[before:]
		if len(got) != 1 {
			t.Fatalf("after the cancellation the server got %d messages, want the cancellation alone", len(got))
		}
		msg, _ := mail.ReadMessage(bytes.NewReader(got[0].Data))
		subject, _ := new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject"))
		ps := leaves(t, msg.Header, msg.Body)
		if !strings.HasPrefix(subject, "Your appointment is cancelled") || len(ps) != 5 || ps[4].params["method"] != "CANCEL" ||
			!strings.Contains(ps[4].body, "METHOD:CANCEL") || !strings.Contains(ps[4].body, "STATUS:CANCELLED") ||
			!strings.Contains(ps[2].body, "Guest is travelling") {
			t.Errorf("got %q: %+v", subject, ps)
		}
		for _, m := range f.smtp.Messages() {
			if bytes.Contains(m.Data, []byte("Subject: Reminder")) {
				t.Error("a reminder was sent")
			}
		}
	})
}

// A sender that claimed messages and died before sending them: another
// sends them once its lease is over.
func TestSender_KilledSendersMessagesSentAfterLease(t *testing.T) {
	sqlstoretest.ForEach(t, func(t *testing.T, e sqlstoretest.Engine) {
		f := newFixture(t, e)
		f.book(t, "Nadia", "nadia@example.com", "10:00", bookDay)
		claimed, err := f.db.ClaimMessages(context.Background(), 10, 2*time.Minute) // and then it died
		if err != nil || len(claimed) != 2 {
			t.Fatalf("claimed %d: %v", len(claimed), err)
		}
		restarted := f.newSender(sqlstoretest.Open(t, f.cfg, f.clock.Now))
		f.drain(t, restarted)
		if f.smtp.Count() != 0 {
			t.Fatal("sent within the dead sender's lease")
		}
		f.clock.Add(2 * time.Minute)
		f.drain(t, restarted)
		if n := f.smtp.Count(); n != 2 {
			t.Fatalf("after the lease the server has %d, want 2", n)
		}
	})
}

package sqlstore_test

import (
	"context"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// settableClock is a clock the test moves by hand.
type settableClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *settableClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *settableClock) Add(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

var testMessages = dayspa.MessageRules{SpaEmail: "bookings@spa.example", Reminders: []time.Duration{24 * time.Hour, 2 * time.Hour}}

// newOutboxDB opens a database of engine e that writes testMessages, on a
// clock the test moves.
func newOutboxDB(t *testing.T, e engine) (*sqlstore.DB, *settableClock, sqlstore.Config) {
	t.Helper()
	cfg := e.Config(t)
	cfg.Messages = testMessages
	db := open(t, cfg)
	clock := &settableClock{t: testNow}
	db.Now = clock.Now
	return db, clock, cfg
}

type outboxRow struct {
	Kind      dayspa.MessageKind
	Recipient string
	Status    dayspa.MessageStatus
	DueAt     time.Time
	Calendar  bool
	HasToken  bool
}

// outboxOf lists booking id's messages, oldest first.
func outboxOf(t *testing.T, db *sqlstore.DB, id int64) []outboxRow {
	t.Helper()
	rows, err := db.SQL().Query(`SELECT kind, recipient, status, due_at, calendar, manage_token IS NOT NULL FROM outbox WHERE booking_id = $1 ORDER BY id`, id)
	must(t, err)
	defer rows.Close()
	var out []outboxRow
	for rows.Next() {
		var r outboxRow
		var kind, status string
		must(t, rows.Scan(&kind, &r.Recipient, &status, &r.DueAt, &r.Calendar, &r.HasToken))
		r.Kind, r.Status, r.DueAt = dayspa.MessageKind(kind), dayspa.MessageStatus(status), r.DueAt.UTC()
		out = append(out, r)
	}
	must(t, rows.Err())
	return out
}

func pendingOf(rows []outboxRow) []outboxRow {
	var out []outboxRow
	for _, r := range rows {
		if r.Status == dayspa.MessagePending {
			out = append(out, r)
		}
	}
	return out
}

func TestOutbox_BookingLife(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, _, _ := newOutboxDB(t, e)
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "15:00", "layla@example.com"), testRules)
		must(t, err)
		start := bookDay.At(15*60, dubai).UTC()

		got := outboxOf(t, db, b.ID)
		if len(got) != 2 || got[0].Kind != dayspa.KindRequestReceived || got[0].Recipient != "layla@example.com" || !got[0].HasToken ||
			got[1].Kind != dayspa.KindNewBooking || got[1].Recipient != testMessages.SpaEmail || got[1].HasToken {
			t.Fatalf("after create: %+v", got)
		}
		if !got[0].DueAt.Equal(testNow) {
			t.Errorf("request received due %v, want now %v", got[0].DueAt, testNow)
		}

		// The spa confirms before the first message left: it is stale.
		_, err = db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
		must(t, err)
		got = outboxOf(t, db, b.ID)
		if got[0].Status != dayspa.MessageDropped || got[0].HasToken {
			t.Errorf("unsent request received after confirm: %+v, want dropped without token", got[0])
		}
		if got[1].Status != dayspa.MessagePending {
			t.Errorf("the spa's notice: %+v, want still pending", got[1])
		}
		p := pendingOf(got)
		if len(p) != 4 || p[1].Kind != dayspa.KindConfirmed || !p[1].Calendar ||
			p[2].Kind != dayspa.KindReminder || !p[2].DueAt.Equal(start.Add(-24*time.Hour)) ||
			p[3].Kind != dayspa.KindReminder || !p[3].DueAt.Equal(start.Add(-2*time.Hour)) {
			t.Fatalf("pending after confirm: %+v", p)
		}

		// The spa moves it a day later: the reminders move with it.
		next := bookDay.AddDays(1).String()
		_, err = db.MoveBooking(ctx, b.ID, dayspa.BookingMove{BookingDate: &next}, testRules)
		must(t, err)
		p = pendingOf(outboxOf(t, db, b.ID))
		moved := start.Add(24 * time.Hour)
		if len(p) != 4 || p[1].Kind != dayspa.KindChanged || !p[1].Calendar ||
			p[2].Kind != dayspa.KindReminder || !p[2].DueAt.Equal(moved.Add(-24*time.Hour)) ||
			p[3].Kind != dayspa.KindReminder || !p[3].DueAt.Equal(moved.Add(-2*time.Hour)) {
			t.Fatalf("pending after move: %+v", p)
		}

		// A new room alone is not news to the guest.
		before := len(outboxOf(t, db, b.ID))
		rooms, err := db.Rooms(ctx)
		must(t, err)
		for _, r := range rooms {
			if r.Kind == dayspa.RoomSingle {
				if _, err := db.MoveBooking(ctx, b.ID, dayspa.BookingMove{RoomID: &r.ID}, testRules); err == nil {
					break
				}
			}
		}
		if n := len(outboxOf(t, db, b.ID)); n != before {
			t.Errorf("a room change wrote %d messages", n-before)
		}

		// Cancelled: the reminders vanish, the guest gets METHOD:CANCEL.
		_, err = db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusCancelled, Reason: "Guest called"})
		must(t, err)
		got = outboxOf(t, db, b.ID)
		for _, r := range got {
			if r.Kind == dayspa.KindReminder {
				t.Errorf("a reminder outlived the cancellation: %+v", r)
			}
		}
		last := got[len(got)-1]
		if last.Kind != dayspa.KindCancelled || !last.Calendar || last.HasToken || last.Status != dayspa.MessagePending {
			t.Errorf("last message %+v, want a pending cancellation with the calendar file", last)
		}
	})
}

func TestOutbox_NoSpaAddressNoReminders(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e) // no message rules: the guest's messages only
		svc := createService(t, db, dayspa.Service{Name: "Facial", Category: "facial", Duration: 60, Price: dayspa.AED(300), IsActive: true})
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "11:00", "omar@example.com"), testRules)
		must(t, err)
		_, err = db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
		must(t, err)
		got := outboxOf(t, db, b.ID)
		if len(got) != 2 || got[0].Kind != dayspa.KindRequestReceived || got[1].Kind != dayspa.KindConfirmed {
			t.Fatalf("messages %+v, want request received and confirmed only", got)
		}
	})
}

func TestOutbox_ClaimAndDeliver(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newOutboxDB(t, e)
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "15:00", "layla@example.com"), testRules)
		must(t, err)

		claimed, err := db.ClaimMessages(ctx, 10, time.Minute)
		must(t, err)
		if len(claimed) != 2 {
			t.Fatalf("claimed %d, want 2", len(claimed))
		}
		q := claimed[0]
		if q.Message.Kind != dayspa.KindRequestReceived || q.Message.Attempts != 1 || q.Message.ManageToken == "" ||
			q.Booking.ServiceName != "Hot Stone" || q.Booking.CustomerName != "Layla Haddad" || q.Booking.Time != "15:00" ||
			q.Booking.Duration != 60 || q.Stale() {
			t.Fatalf("claimed %+v", q)
		}
		// Leased: nobody else gets them until the lease ends.
		again, err := db.ClaimMessages(ctx, 10, time.Minute)
		must(t, err)
		if len(again) != 0 {
			t.Fatalf("claimed %d again within the lease", len(again))
		}
		must(t, db.MarkSent(ctx, map[int64]dayspa.RenderedMessage{q.Message.ID: {Subject: "s", Text: "t", HTML: "<p>h</p>"}}))
		answer := "451 4.3.0 try again later"
		retry := clock.Now().Add(5 * time.Minute)
		must(t, db.MarkFailed(ctx, claimed[1].Message.ID, answer, &retry))

		clock.Add(2 * time.Minute) // lease over, retry not yet due
		again, err = db.ClaimMessages(ctx, 10, time.Minute)
		must(t, err)
		if len(again) != 0 {
			t.Fatalf("claimed %d before the retry was due", len(again))
		}
		clock.Add(4 * time.Minute)
		again, err = db.ClaimMessages(ctx, 10, time.Minute)
		must(t, err)
		if len(again) != 1 || again[0].Message.Attempts != 2 || again[0].Message.LastError != answer {
			t.Fatalf("retry claim %+v", again)
		}
		must(t, db.MarkFailed(ctx, again[0].Message.ID, "550 5.1.1 no such user", nil))

		failed := dayspa.MessageFailed
		list, total, err := db.ListOutbox(ctx, dayspa.OutboxFilter{Status: &failed})
		must(t, err)
		if total != 1 || len(list) != 1 || list[0].LastError != "550 5.1.1 no such user" || list[0].Recipient != testMessages.SpaEmail {
			t.Fatalf("failed list %+v (total %d)", list, total)
		}
		sentMsg, err := db.OutboxMessage(ctx, q.Message.ID)
		must(t, err)
		if sentMsg.Message.Status != dayspa.MessageSent || sentMsg.Message.ManageToken != "" || sentMsg.Message.Sent == nil || sentMsg.Message.SentAt == nil {
			t.Fatalf("sent message %+v", sentMsg.Message)
		}
		assertCode(t, db.ResendMessage(ctx, q.Message.ID), dayspa.ECONFLICT)
		assertCode(t, db.ResendMessage(ctx, 999999), dayspa.ENOTFOUND)
		must(t, db.ResendMessage(ctx, list[0].ID))
		again, err = db.ClaimMessages(ctx, 10, time.Minute)
		must(t, err)
		if len(again) != 1 || again[0].Message.Attempts != 1 {
			t.Fatalf("after resend %+v", again)
		}
		_ = b
	})
}

// Two instances on one database claim side by side: every message is
// claimed once.
func TestOutbox_ClaimOnce(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, cfg := newOutboxDB(t, e)
		other := open(t, cfg)
		other.Now = clock.Now
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 30, Price: dayspa.AED(450), IsActive: true})
		want := 0
		for day := range 6 {
			for _, at := range []string{"10:00", "11:00", "12:00"} {
				nb := newBooking(t, svc, bookDay.AddDays(day), at, "guest"+at[:2]+string(rune('a'+day))+"@example.com")
				_, err := db.CreateBooking(ctx, nb, testRules)
				must(t, err)
				want += 2
			}
		}
		var mu sync.Mutex
		seen := map[int64]int{}
		var wg sync.WaitGroup
		for _, inst := range []*sqlstore.DB{db, other, db, other} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for {
					got, err := inst.ClaimMessages(ctx, 3, time.Hour)
					if err != nil {
						t.Error(err)
						return
					}
					if len(got) == 0 {
						return
					}
					mu.Lock()
					for _, q := range got {
						seen[q.Message.ID]++
					}
					mu.Unlock()
				}
			}()
		}
		wg.Wait()
		var ids []int64
		for id, n := range seen {
			if n != 1 {
				t.Errorf("message %d claimed %d times", id, n)
			}
			ids = append(ids, id)
		}
		sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
		if len(ids) != want {
			t.Errorf("claimed %d messages, want %d", len(ids), want)
		}
	})
}

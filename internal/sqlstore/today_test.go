package sqlstore_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// bookAt books svc on d at the time at for a guest with that name, e-mail
// and phone, with a therapist and room free for it.
func bookAt(t *testing.T, db *sqlstore.DB, svc dayspa.Service, d dayspa.Date, at, name, email, phone string) *dayspa.Booking {
	t.Helper()
	nb := newBooking(t, svc, d, at, email)
	nb.CustomerName, nb.CustomerPhone = name, phone
	sqlstoretest.GrowTeam(t, db, svc.ID)
	b, err := db.CreateBooking(context.Background(), nb, testRules)
	must(t, err)
	return b
}

func TestTodayBoard(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("Empty", func(t *testing.T) {
			t.Parallel()
			got, err := newDB(t, e).TodayBoard(ctx, bookDay)
			must(t, err)
			if got.Date != bookDay || got.Arrivals == nil || len(got.Arrivals) != 0 || got.Waiting == nil || len(got.Waiting) != 0 ||
				got.Unread == nil || len(got.Unread) != 0 || got.UnreadTotal != 0 || got.Takings == nil || *got.Takings != (dayspa.Takings{}) {
				t.Errorf("got %+v; want the day with empty lists and no takings", got)
			}
		})

		t.Run("ArrivalsInTimeOrderWithoutCancelled", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			late := bookAt(t, db, svc, bookDay, "15:00", "Omar Said", "omar@example.ae", "050 765 4321")
			early := bookAt(t, db, svc, bookDay, "10:00", "Layla Haddad", "layla@example.ae", "+971 50 123 4567")
			gone := bookAt(t, db, svc, bookDay, "12:00", "Sara Ali", "sara@example.ae", "050 111 2222")
			bookAt(t, db, svc, bookDay.AddDays(1), "09:00", "Tomorrow Guest", "next@example.ae", "050 333 4444")
			setStatus(t, db, late.ID, dayspa.StatusConfirmed)
			setStatus(t, db, gone.ID, dayspa.StatusCancelled)
			got, err := db.TodayBoard(ctx, bookDay)
			must(t, err)
			if len(got.Arrivals) != 2 || got.Arrivals[0].ID != early.ID || got.Arrivals[1].ID != late.ID {
				t.Fatalf("arrivals %+v; want %d then %d", got.Arrivals, early.ID, late.ID)
			}
			a := got.Arrivals[0]
			if a.Start != "10:00" || a.End != "11:00" || a.Status != dayspa.StatusPending || a.Customer.Name != "Layla Haddad" ||
				a.Customer.Phone != "+971 50 123 4567" || a.Service.Name != "Swedish Massage" || a.Service.Duration != 60 ||
				len(a.Therapists) != 1 || a.Therapists[0] == "" || a.Room == nil || *a.Room == "" || a.SpecialRequests != "Quiet room, please." {
				t.Errorf("first arrival %+v", a)
			}
			// The pending requests of every day wait, soonest first; the confirmed one does not.
			if len(got.Waiting) != 2 || got.Waiting[0].ID != early.ID || got.Waiting[1].BookingDate != bookDay.AddDays(1) {
				t.Errorf("waiting %+v; want today's 10:00 then tomorrow's", got.Waiting)
			}
		})

		t.Run("WaitingIsBounded", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			for i := range dayspa.MaxTodayWaiting + 2 {
				bookAt(t, db, svc, bookDay.AddDays(i%5), fmt.Sprintf("%02d:00", 10+i/5), fmt.Sprintf("Guest %d", i),
					fmt.Sprintf("g%d@example.ae", i), "050 123 4567")
			}
			got, err := db.TodayBoard(ctx, bookDay)
			must(t, err)
			if len(got.Waiting) != dayspa.MaxTodayWaiting {
				t.Fatalf("%d waiting, want %d", len(got.Waiting), dayspa.MaxTodayWaiting)
			}
			for i := 1; i < len(got.Waiting); i++ {
				p, c := got.Waiting[i-1], got.Waiting[i]
				if c.BookingDate.Before(p.BookingDate) || (c.BookingDate == p.BookingDate && c.Start < p.Start) {
					t.Errorf("waiting %d (%s %s) before %d (%s %s)", p.ID, p.BookingDate, p.Start, c.ID, c.BookingDate, c.Start)
				}
			}
		})

		t.Run("UnreadNewestFirstBounded", func(t *testing.T) {
			t.Parallel()
			db := newTickingDB(t, e)
			var ids []int64
			for i := range dayspa.MaxTodayUnread + 3 {
				m := dayspa.ContactMessage{Name: "Layla", Email: "layla@example.ae", Phone: "050 123 4567", Message: fmt.Sprintf("Question %d", i)}
				must(t, db.CreateContactMessage(ctx, &m))
				ids = append(ids, m.ID)
			}
			_, err := db.MarkContactMessageRead(ctx, ids[len(ids)-1])
			must(t, err)
			got, err := db.TodayBoard(ctx, bookDay)
			must(t, err)
			if got.UnreadTotal != dayspa.MaxTodayUnread+2 || len(got.Unread) != dayspa.MaxTodayUnread {
				t.Fatalf("unread %d of %d; want %d of %d", len(got.Unread), got.UnreadTotal, dayspa.MaxTodayUnread, dayspa.MaxTodayUnread+2)
			}
			if got.Unread[0].ID != ids[len(ids)-2] || got.Unread[0].Message != fmt.Sprintf("Question %d", len(ids)-2) || got.Unread[0].Phone != "050 123 4567" {
				t.Errorf("first unread %+v; want the newest unread", got.Unread[0])
			}
		})

		t.Run("TakingsOfTheDay", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			must(t, db.CreateIncome(ctx, invoice(bookDay.String(), "Ph Snap", "Moh", "300", "200")))
			must(t, db.CreateIncome(ctx, invoice(bookDay.String(), "Ph Snap", "Ana", "100", "0")))
			must(t, db.CreateIncome(ctx, invoice(bookDay.AddDays(-1).String(), "Ph Snap", "Ana", "999", "0")))
			got, err := db.TodayBoard(ctx, bookDay)
			must(t, err)
			if got.Takings == nil {
				t.Fatal("no takings")
			}
			want := dayspa.Takings{Count: 2, Cash: money("400"), Card: money("200"), Tips: money("20.00")}
			want.Total = got.Takings.Total // checked below against the invoices
			if *got.Takings != want {
				t.Errorf("takings %+v, want %+v", got.Takings, want)
			}
			if got.Takings.Total <= money("600") {
				t.Errorf("total %s; want the invoices' totals, above cash and card", got.Takings.Total)
			}
		})
	})
}

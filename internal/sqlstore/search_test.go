package sqlstore_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
)

func TestAdminSearch(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		search := func(t *testing.T, db interface {
			AdminSearch(context.Context, dayspa.SearchTerms) (dayspa.SearchResults, error)
		}, q string) dayspa.SearchResults {
			t.Helper()
			got, err := db.AdminSearch(ctx, dayspa.SearchTermsOf(q))
			must(t, err)
			return got
		}

		t.Run("NothingFound", func(t *testing.T) {
			t.Parallel()
			got := search(t, newDB(t, e), "nobody")
			if got.Bookings == nil || got.Customers == nil || got.Messages == nil ||
				len(got.Bookings)+len(got.Customers)+len(got.Messages) != 0 {
				t.Errorf("got %+v; want three empty lists", got)
			}
		})

		t.Run("PhoneHoweverWritten", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			b := bookAt(t, db, svc, bookDay, "10:00", "Layla Haddad", "layla@example.ae", "+971501234567")
			bookAt(t, db, svc, bookDay, "11:00", "Omar Said", "omar@example.ae", "050 765 4321")
			m := dayspa.ContactMessage{Name: "Layla", Email: "other@example.ae", Phone: "00971 50 123 4567", Message: "Do you have a sauna?"}
			must(t, db.CreateContactMessage(ctx, &m))
			for _, q := range []string{"050 123 4567", "+971 50 123 4567", "0501234567", "1234567"} {
				got := search(t, db, q)
				if len(got.Bookings) != 1 || got.Bookings[0].ID != b.ID {
					t.Errorf("%q: bookings %+v; want booking %d", q, got.Bookings, b.ID)
				}
				if len(got.Customers) != 1 || got.Customers[0].Phone != "+971501234567" || got.Customers[0].Email != "layla@example.ae" {
					t.Errorf("%q: customers %+v; want Layla", q, got.Customers)
				}
				if len(got.Messages) != 1 || got.Messages[0].ID != m.ID || got.Messages[0].Excerpt != "Do you have a sauna?" || got.Messages[0].IsRead {
					t.Errorf("%q: messages %+v; want the unread message", q, got.Messages)
				}
			}
			got := search(t, db, "050 123 4567")
			want := dayspa.SearchBooking{ID: b.ID, BookingDate: bookDay, BookingTime: "10:00", Status: dayspa.StatusPending,
				CustomerName: "Layla Haddad", ServiceName: "Swedish Massage"}
			if got.Bookings[0] != want {
				t.Errorf("booking %+v, want %+v", got.Bookings[0], want)
			}
		})

		t.Run("NameEmailNumberAndMessage", func(t *testing.T) {
			t.Parallel()
			db := newTickingDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			layla := bookAt(t, db, svc, bookDay, "10:00", "Layla Haddad", "layla@example.ae", "050 123 4567")
			omar := bookAt(t, db, svc, bookDay, "11:00", "Omar Said", "omar@example.ae", "050 765 4321")
			m := dayspa.ContactMessage{Name: "Sara", Email: "sara@example.ae", Message: "Is the HAMMAM open on Fridays?"}
			must(t, db.CreateContactMessage(ctx, &m))
			if got := search(t, db, "HADDAD"); len(got.Bookings) != 1 || got.Bookings[0].ID != layla.ID || len(got.Customers) != 1 {
				t.Errorf("by name: %+v", got)
			}
			if got := search(t, db, "Omar@Example"); len(got.Bookings) != 1 || got.Bookings[0].ID != omar.ID {
				t.Errorf("by e-mail: %+v", got.Bookings)
			}
			for _, q := range []string{fmt.Sprintf("#%d", omar.ID), fmt.Sprint(omar.ID)} {
				if got := search(t, db, q); len(got.Bookings) == 0 || got.Bookings[0].ID != omar.ID {
					t.Errorf("%q: bookings %+v; want booking %d first", q, got.Bookings, omar.ID)
				}
			}
			if got := search(t, db, "hammam"); len(got.Messages) != 1 || got.Messages[0].ID != m.ID || len(got.Bookings) != 0 {
				t.Errorf("by message: %+v", got)
			}
			// A wildcard in the text is looked for as itself.
			if got := search(t, db, "%_"); len(got.Bookings)+len(got.Customers)+len(got.Messages) != 0 {
				t.Errorf("wildcards matched: %+v", got)
			}
		})

		t.Run("Bounded", func(t *testing.T) {
			t.Parallel()
			db := newTickingDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			n := dayspa.MaxSearchResults + 3
			for i := range n {
				bookAt(t, db, svc, bookDay.AddDays(i%4), fmt.Sprintf("%02d:00", 10+i/4), fmt.Sprintf("Guest %d", i),
					fmt.Sprintf("g%d@example.ae", i), "050 123 4567")
				m := dayspa.ContactMessage{Name: fmt.Sprintf("Guest %d", i), Email: "g@example.ae", Message: strings.Repeat("long words ", 30)}
				must(t, db.CreateContactMessage(ctx, &m))
			}
			got := search(t, db, "guest")
			if len(got.Bookings) != dayspa.MaxSearchResults || len(got.Customers) != dayspa.MaxSearchResults || len(got.Messages) != dayspa.MaxSearchResults {
				t.Errorf("%d bookings, %d customers, %d messages; want %d of each", len(got.Bookings), len(got.Customers), len(got.Messages), dayspa.MaxSearchResults)
			}
			for _, m := range got.Messages {
				if len([]rune(m.Excerpt)) > dayspa.MaxExcerptLen {
					t.Errorf("excerpt of %d characters", len([]rune(m.Excerpt)))
				}
			}
			// The latest days first.
			if b := got.Bookings; len(b) > 1 && b[0].BookingDate.Before(b[len(b)-1].BookingDate) {
				t.Errorf("bookings not latest first: %+v", b)
			}
		})
	})
}

package sqlstore_test

import (
	"context"
	"testing"

	"github.com/dayspa/dayspa"
)

// The navigation's counts: pending bookings are the new requests, unread
// messages only the unread ones, and every other count is its whole list
// (inactive services and draft posts included).
func TestNavCounts(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("Empty", func(t *testing.T) {
			t.Parallel()
			got, err := newDB(t, e).NavCounts(ctx)
			must(t, err)
			if got != (dayspa.NavCounts{}) {
				t.Errorf("counts = %+v, want zeros", got)
			}
		})

		t.Run("CountsEachList", func(t *testing.T) {
			t.Parallel()
			db := newTickingDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			off := massage("Retired Ritual")
			off.IsActive = false
			createService(t, db, off)
			book(t, db, svc, bookDay, "Layla Haddad", "layla@example.ae")
			book(t, db, svc, bookDay.AddDays(1), "Layla Haddad", "layla@example.ae")
			confirmed := book(t, db, svc, bookDay.AddDays(2), "Omar Saleh", "omar@example.ae")
			setStatus(t, db, confirmed.ID, dayspa.StatusConfirmed)

			unread := dayspa.ContactMessage{Name: "Noor", Email: "noor@example.ae", Message: "Gift cards?"}
			read := dayspa.ContactMessage{Name: "Ali", Email: "ali@example.ae", Message: "Thanks!"}
			must(t, db.CreateContactMessage(ctx, &unread))
			must(t, db.CreateContactMessage(ctx, &read))
			_, err := db.MarkContactMessageRead(ctx, read.ID)
			must(t, err)

			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "Live", Slug: "live"}))
			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "Draft", Slug: "draft", Status: dayspa.PostDraft}))
			must(t, db.CreatePost(ctx, &dayspa.Post{Title: "Third", Slug: "third"}))

			createIncome(t, db, invoice("2026-11-20", "Ph Snap", "Aya Rahman", "300.00", "200.00"))
			createIncome(t, db, invoice("2026-11-21", "Wgg", "Mia", "100.00", "0"))

			got, err := db.NavCounts(ctx)
			must(t, err)
			want := dayspa.NavCounts{NewRequests: 2, UnreadMessages: 1, Bookings: 3, Customers: 2, Services: 2, Posts: 3, Income: 2}
			if got != want {
				t.Errorf("counts = %+v, want %+v", got, want)
			}
		})
	})
}

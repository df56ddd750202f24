package sqlstore_test

import (
	"context"
	"testing"
	"time"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// lastToken reads the raw manage token of booking id's newest message of
// kind, as the e-mail written for it carries it.
func lastToken(t *testing.T, db *sqlstore.DB, id int64, kind dayspa.MessageKind) string {
	t.Helper()
	var token string
	must(t, db.SQL().QueryRow(`SELECT manage_token FROM outbox WHERE booking_id = $1 AND kind = $2 AND manage_token IS NOT NULL ORDER BY id DESC LIMIT 1`,
		id, string(kind)).Scan(&token))
	return token
}

// TestManage_EveryMessagesLinkManagesTheBooking: the manage link of every
// message a guest gets (request received, confirmed, changed, reminder)
// views, moves and cancels the booking while it may be changed, even once
// that message is stale, was dropped, or (a reminder) was written again
// for the booking's new time. A link belongs to its booking, not to the
// message that carried it.
func TestManage_EveryMessagesLinkManagesTheBooking(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newOutboxDB(t, e)
		rules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Now: clock.Now}
		slots := dayspa.SlotRules{Clock: dayspa.Clock{Location: dubai, Now: clock.Now}}
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})
		confirm := func(id int64) {
			_, err := db.SetBookingStatus(ctx, id, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
			must(t, err)
		}
		spaMoves := func(id int64, at string) {
			_, err := db.MoveBooking(ctx, id, dayspa.BookingMove{BookingTime: &at}, testRules)
			must(t, err)
		}
		for i, c := range []struct {
			kind dayspa.MessageKind
			// before brings the new booking to where the message is
			// written; after changes it once the guest has the link.
			before, after func(id int64)
		}{
			{dayspa.KindRequestReceived, func(int64) {}, confirm},
			{dayspa.KindConfirmed, confirm, func(id int64) { spaMoves(id, "16:00") }},
			{dayspa.KindChanged, func(id int64) { confirm(id); spaMoves(id, "16:00") }, func(int64) {}},
			{dayspa.KindReminder, confirm, func(int64) {}},
		} {
			t.Run(string(c.kind), func(t *testing.T) {
				day := bookDay.AddDays(i) // a day per booking, so their times never meet
				b, err := db.CreateBooking(ctx, newBooking(t, svc, day, "15:00", "guest@example.com"), testRules)
				must(t, err)
				c.before(b.ID)
				hash := dayspa.HashManageToken(lastToken(t, db, b.ID, c.kind))
				c.after(b.ID)

				mb, err := db.ManagedBooking(ctx, hash, rules)
				must(t, err)
				if !mb.CanChange {
					t.Fatalf("viewed %+v, want a booking that may change", mb)
				}
				mb, err = db.RescheduleByGuest(ctx, hash, day, 11*60, slots, rules)
				must(t, err)
				if mb.BookingDate != day || mb.BookingTime != "11:00" {
					t.Fatalf("moved %+v, want 11:00 on %s", mb, day)
				}
				if mb, err = db.ManagedBooking(ctx, hash, rules); err != nil || mb.BookingTime != "11:00" {
					t.Fatalf("viewed after the move: %+v, %v", mb, err)
				}
				mb, err = db.CancelByGuest(ctx, hash, rules)
				must(t, err)
				if mb.Status != dayspa.StatusCancelled {
					t.Fatalf("cancelled %+v", mb)
				}
			})
		}
	})
}

// TestManage_LinksOutliveTheirMessages: a link keeps working when the
// outbox row that carried it is gone (the store may forget delivered or
// replaced messages); only the booking's own end takes it.
func TestManage_LinksOutliveTheirMessages(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newOutboxDB(t, e)
		rules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Now: clock.Now}
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "15:00", "guest@example.com"), testRules)
		must(t, err)
		hash := dayspa.HashManageToken(lastToken(t, db, b.ID, dayspa.KindRequestReceived))
		_, err = db.SQL().Exec(`DELETE FROM outbox WHERE booking_id = $1`, b.ID)
		must(t, err)
		if _, err := db.ManagedBooking(ctx, hash, rules); err != nil {
			t.Fatalf("the link of a message no longer kept: %v", err)
		}
		if _, err := db.CancelByGuest(ctx, hash, rules); err != nil {
			t.Fatalf("cancel through it: %v", err)
		}
	})
}

// TestMigrationManageTokens: the links of the messages written before the
// links were kept with their bookings (the outbox held their hashes) still
// open their bookings after the migration, and the outbox's rows and ids
// come through it: a new message never takes the id of one deleted before.
func TestMigrationManageTokens(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db, clock, _ := newOutboxDB(t, e)
		rules := dayspa.ManageRules{Cutoff: 12 * time.Hour, Now: clock.Now}
		svc := createService(t, db, dayspa.Service{Name: "Hot Stone", Category: "massage", Duration: 60, Price: dayspa.AED(450), IsActive: true})
		b, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "15:00", "guest@example.com"), testRules)
		must(t, err)
		token := lastToken(t, db, b.ID, dayspa.KindRequestReceived)
		must(t, db.MigrateDownTo(ctx, 17))
		_, err = db.SQL().Exec(`UPDATE outbox SET token_hash = $1 WHERE manage_token = $2`, dayspa.HashManageToken(token), token)
		must(t, err)
		// The newest message, deleted: its id is not given again.
		var last int64
		must(t, db.SQL().QueryRow(`SELECT MAX(id) FROM outbox`).Scan(&last))
		_, err = db.SQL().Exec(`DELETE FROM outbox WHERE id = $1`, last)
		must(t, err)
		before := len(outboxOf(t, db, b.ID))

		must(t, db.Migrate(ctx))
		if mb, err := db.ManagedBooking(ctx, dayspa.HashManageToken(token), rules); err != nil || mb.BookingTime != "15:00" {
			t.Fatalf("a link sent before the migration: %+v, %v", mb, err)
		}
		if got := outboxOf(t, db, b.ID); len(got) != before || !got[0].HasToken {
			t.Fatalf("the outbox after the migration: %+v, want its %d rows with the unsent token", got, before)
		}
		_, err = db.SetBookingStatus(ctx, b.ID, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
		must(t, err)
		var next int64
		must(t, db.SQL().QueryRow(`SELECT MIN(id) FROM outbox WHERE kind = 'confirmed'`).Scan(&next))
		if next <= last {
			t.Errorf("a new message took id %d, not after the %d deleted before the migration", next, last)
		}
	})
}

package sqlstore_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// blockOf is a block of room on d from hh:mm to hh:mm.
func blockOf(room int64, d dayspa.Date, from, to string) dayspa.RoomBlock {
	s, _ := dayspa.ParseClock(from)
	e, _ := dayspa.ParseClock(to)
	return dayspa.RoomBlock{RoomID: room, StartDate: d, StartMinute: s, EndDate: d, EndMinute: e, Note: "Steam repair"}
}

func roomByName(t *testing.T, db *sqlstore.DB, name string) dayspa.Room {
	t.Helper()
	rooms, err := db.Rooms(context.Background())
	must(t, err)
	for _, r := range rooms {
		if r.Name == name {
			return r
		}
	}
	t.Fatalf("no room %s", name)
	return dayspa.Room{}
}

// roomBlockedAndBooked counts the bookings holding a place in a room
// while a block of that room covers part of their time, read from the
// tables themselves.
func roomBlockedAndBooked(t *testing.T, db *sqlstore.DB) int {
	t.Helper()
	var n int
	must(t, db.SQL().QueryRow(`
		SELECT COUNT(*) FROM bookings b JOIN room_blocks k ON k.room_id = b.room_id
		WHERE b.status IN ('pending', 'confirmed', 'completed')
		  AND k.start_date = b.booking_date AND k.end_date = b.booking_date
		  AND k.start_minute < CASE WHEN b.hold_end_minute > b.end_minute THEN b.hold_end_minute ELSE b.end_minute END
		  AND b.start_minute < k.end_minute`).Scan(&n))
	return n
}

func TestRoomBlocks(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()

		t.Run("RoundTripAndDelete", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			createService(t, db, massage("Swedish Massage"))
			jasmine := roomByName(t, db, "Jasmine")
			b := blockOf(jasmine.ID, bookDay, "09:00", "13:00")
			overnight := dayspa.RoomBlock{RoomID: jasmine.ID, StartDate: bookDay.AddDays(1), StartMinute: 1200, EndDate: bookDay.AddDays(2), EndMinute: 0}
			must(t, db.CreateRoomBlock(ctx, &b))
			must(t, db.CreateRoomBlock(ctx, &overnight))
			if b.ID == 0 || overnight.ID == 0 {
				t.Fatal("no id")
			}
			got, err := db.RoomBlocks(ctx, bookDay, bookDay)
			must(t, err)
			if len(got) != 1 || got[0] != b {
				t.Errorf("read back %+v, want %+v", got, b)
			}
			// A block ending at 00:00 does not cover that day.
			if got, _ := db.RoomBlocks(ctx, bookDay.AddDays(2), bookDay.AddDays(9)); len(got) != 0 {
				t.Errorf("blocks of the day after the overnight one: %+v", got)
			}
			if got, _ := db.RoomBlocks(ctx, bookDay, bookDay.AddDays(2)); len(got) != 2 {
				t.Errorf("blocks of three days: %+v", got)
			}
			plans, err := db.DayPlans(ctx, bookDay, bookDay.AddDays(1))
			must(t, err)
			if len(plans[0].Blocks) != 1 || plans[0].Blocks[0].ID != b.ID || len(plans[1].Blocks) != 1 || plans[1].Blocks[0].ID != overnight.ID {
				t.Errorf("day plans' blocks %+v / %+v", plans[0].Blocks, plans[1].Blocks)
			}
			must(t, db.DeleteRoomBlock(ctx, b.ID))
			assertCode(t, db.DeleteRoomBlock(ctx, b.ID), dayspa.ENOTFOUND)
			if plans, _ := db.DayPlans(ctx, bookDay, bookDay); len(plans[0].Blocks) != 0 {
				t.Errorf("a deleted block still in the plan: %+v", plans[0].Blocks)
			}
		})

		t.Run("BookingsAvoidTheBlockedRoom", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			jasmine, oud := roomByName(t, db, "Jasmine"), roomByName(t, db, "Oud")
			b := blockOf(jasmine.ID, bookDay, "09:00", "12:00")
			must(t, db.CreateRoomBlock(ctx, &b))
			var made []*dayspa.Booking
			for i := range 3 {
				bk, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", fmt.Sprintf("g%d@example.ae", i)), testRules)
				if i < 2 {
					must(t, err)
					made = append(made, bk)
					if bk.Assignment.RoomID == jasmine.ID {
						t.Fatalf("booking %d got the blocked room", i)
					}
				} else {
					// Three rooms, one blocked: the third guest is refused.
					assertCode(t, err, dayspa.ECONFLICT)
				}
			}
			// After the block the room is free again.
			bk, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "12:00", "late@example.ae"), testRules)
			must(t, err)
			if bk.Assignment.RoomID != jasmine.ID {
				t.Errorf("12:00 went to room %d, want Jasmine (single rooms first) once the block ends", bk.Assignment.RoomID)
			}

			// The manager cannot move a booking into the block.
			var inOud *dayspa.Booking
			for _, m := range made {
				if m.Assignment.RoomID == oud.ID {
					inOud = m
				}
			}
			if inOud == nil {
				t.Fatalf("no booking in Oud: %+v", made)
			}
			_, err = db.MoveBooking(ctx, inOud.ID, dayspa.BookingMove{RoomID: &jasmine.ID}, testRules)
			assertCode(t, err, dayspa.ECONFLICT)
			if msg := dayspa.ErrorMessage(err); msg != "Jasmine is blocked from 2026-11-29 09:00 to 12:00 (Steam repair)." {
				t.Errorf("message %q", msg)
			}
			at11 := "11:00"
			_, err = db.MoveBooking(ctx, inOud.ID, dayspa.BookingMove{RoomID: &jasmine.ID, BookingTime: &at11}, testRules)
			assertCode(t, err, dayspa.ECONFLICT)
			at13 := "13:00"
			moved, err := db.MoveBooking(ctx, inOud.ID, dayspa.BookingMove{RoomID: &jasmine.ID, BookingTime: &at13}, testRules)
			must(t, err)
			if moved.RoomID == nil || *moved.RoomID != jasmine.ID {
				t.Errorf("moved after the block: %+v", moved)
			}
			if n := roomBlockedAndBooked(t, db); n != 0 {
				t.Errorf("%d bookings in a blocked room", n)
			}
		})

		t.Run("Refusals", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			jasmine, oud := roomByName(t, db, "Jasmine"), roomByName(t, db, "Oud")
			bk, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "15:00", "sara@example.ae"), testRules)
			must(t, err)
			room := bk.Assignment.RoomID

			over := blockOf(room, bookDay, "14:00", "16:00")
			err = db.CreateRoomBlock(ctx, &over)
			assertCode(t, err, dayspa.ECONFLICT)
			want := fmt.Sprintf("1 booking holds the room then: #%d Layla Haddad on 2026-11-29 at 15:00. Move or cancel it first.", bk.ID)
			if msg := dayspa.ErrorMessage(err); msg != want {
				t.Errorf("message %q, want %q", msg, want)
			}
			// A cancelled booking no longer holds the room.
			if _, err := db.SetBookingStatus(ctx, bk.ID, dayspa.StatusChange{Status: dayspa.StatusCancelled, Reason: "Guest called"}); err != nil {
				t.Fatal(err)
			}
			over.ID = 0
			must(t, db.CreateRoomBlock(ctx, &over))

			same := blockOf(room, bookDay, "15:30", "17:00")
			err = db.CreateRoomBlock(ctx, &same)
			assertCode(t, err, dayspa.ECONFLICT)
			if msg := dayspa.ErrorMessage(err); !strings.Contains(msg, "already blocked from 2026-11-29 14:00 to 16:00 (Steam repair)") {
				t.Errorf("message %q", msg)
			}
			other := jasmine.ID
			if room == jasmine.ID {
				other = oud.ID
			}
			beside := blockOf(other, bookDay, "15:30", "17:00")
			must(t, db.CreateRoomBlock(ctx, &beside))
			touching := blockOf(room, bookDay, "16:00", "17:00")
			must(t, db.CreateRoomBlock(ctx, &touching))

			unknown := blockOf(4242, bookDay, "10:00", "11:00")
			err = db.CreateRoomBlock(ctx, &unknown)
			assertCode(t, err, dayspa.EINVALID)
			if f := dayspa.ErrorFields(err); f["roomId"] != dayspa.MsgBlockRoom.Text {
				t.Errorf("fields %v", f)
			}
			if n := count(t, db, "room_blocks"); n != 3 {
				t.Errorf("%d blocks stored, want 3 (the refused ones wrote nothing)", n)
			}
		})

		t.Run("Edit", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			jasmine, oud := roomByName(t, db, "Jasmine"), roomByName(t, db, "Oud")
			b := blockOf(jasmine.ID, bookDay, "09:00", "11:00")
			must(t, db.CreateRoomBlock(ctx, &b))
			k := blockOf(oud.ID, bookDay, "14:00", "15:00")
			must(t, db.CreateRoomBlock(ctx, &k))
			bk, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "12:00", "sara@example.ae"), testRules)
			must(t, err)

			// Refused: into its room's booking, over another block, an
			// unknown room or block. Nothing changes.
			over := blockOf(bk.Assignment.RoomID, bookDay, "09:00", "12:30")
			over.ID = b.ID
			assertCode(t, db.UpdateRoomBlock(ctx, over), dayspa.ECONFLICT)
			onto := blockOf(oud.ID, bookDay, "14:30", "16:00")
			onto.ID = b.ID
			assertCode(t, db.UpdateRoomBlock(ctx, onto), dayspa.ECONFLICT)
			nowhere := blockOf(4242, bookDay, "09:00", "10:00")
			nowhere.ID = b.ID
			assertCode(t, db.UpdateRoomBlock(ctx, nowhere), dayspa.EINVALID)
			gone := blockOf(jasmine.ID, bookDay, "09:00", "10:00")
			gone.ID = 4242
			assertCode(t, db.UpdateRoomBlock(ctx, gone), dayspa.ENOTFOUND)
			got, err := db.RoomBlocks(ctx, bookDay, bookDay)
			must(t, err)
			if len(got) != 2 || got[0] != b || got[1] != k {
				t.Fatalf("after refusals %+v, want %+v and %+v", got, b, k)
			}

			// Its own time is not in its way: stretched over itself and
			// moved to the next day, it is read back so.
			longer := blockOf(jasmine.ID, bookDay, "08:00", "11:30")
			longer.ID = b.ID
			must(t, db.UpdateRoomBlock(ctx, longer))
			next := dayspa.RoomBlock{ID: b.ID, RoomID: oud.ID, StartDate: bookDay.AddDays(1), StartMinute: 600, EndDate: bookDay.AddDays(1), EndMinute: 720, Note: "Moved"}
			must(t, db.UpdateRoomBlock(ctx, next))
			if got, _ := db.RoomBlocks(ctx, bookDay, bookDay.AddDays(1)); len(got) != 2 || got[0] != k || got[1] != next {
				t.Errorf("after the edits %+v, want %+v and %+v", got, k, next)
			}
			// Jasmine is free at 09:00 on bookDay again, Oud no longer at
			// 10:00 the next day: the team every booking reads has changed.
			plans, err := db.DayPlans(ctx, bookDay, bookDay.AddDays(1))
			must(t, err)
			if len(plans[0].Blocks) != 1 || plans[0].Blocks[0] != k || len(plans[1].Blocks) != 1 || plans[1].Blocks[0] != next {
				t.Errorf("day plans' blocks %+v / %+v", plans[0].Blocks, plans[1].Blocks)
			}
		})

		t.Run("BlockMovedAfterTheChoice", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			jasmine := roomByName(t, db, "Jasmine")
			k := blockOf(jasmine.ID, bookDay, "15:00", "16:00")
			must(t, db.CreateRoomBlock(ctx, &k))
			// The booking chooses Jasmine at 10:00; the block is moved
			// onto that time before its write: it must choose again.
			b, err := db.CreateBookingOvertaken(ctx, newBooking(t, svc, bookDay, "10:00", "a@example.ae"), testRules, func() {
				moved := blockOf(jasmine.ID, bookDay, "10:00", "11:00")
				moved.ID = k.ID
				must(t, db.UpdateRoomBlock(ctx, moved))
			})
			must(t, err)
			if b.Assignment.RoomID == jasmine.ID {
				t.Errorf("the booking got the room whose block moved onto it after its choice")
			}
			if n := roomBlockedAndBooked(t, db); n != 0 {
				t.Errorf("%d bookings in a blocked room", n)
			}
		})

		t.Run("BookingsWithoutRoomKeepOne", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			jasmine := roomByName(t, db, "Jasmine")
			// Two bookings made before the spa had rooms: they still need
			// two of the three rooms at 10:00.
			var ids []int64
			for i := range 2 {
				bk, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", fmt.Sprintf("old%d@example.ae", i)), testRules)
				must(t, err)
				ids = append(ids, bk.ID)
			}
			_, err := db.SQL().Exec(`UPDATE bookings SET room_id = NULL`)
			must(t, err)
			_, err = db.SQL().Exec(`DELETE FROM booking_therapists`)
			must(t, err)
			b := blockOf(jasmine.ID, bookDay, "09:00", "12:00")
			must(t, db.CreateRoomBlock(ctx, &b))
			oud := roomByName(t, db, "Oud")
			b2 := blockOf(oud.ID, bookDay, "10:30", "11:00")
			err = db.CreateRoomBlock(ctx, &b2)
			assertCode(t, err, dayspa.ECONFLICT)
			if msg := dayspa.ErrorMessage(err); !strings.HasPrefix(msg, "2 bookings hold the room then:") {
				t.Errorf("message %q", msg)
			}
		})

		t.Run("BlockLaidAfterTheChoice", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			jasmine := roomByName(t, db, "Jasmine")
			// The booking's room is chosen on a snapshot (Jasmine, single
			// rooms first); the block is laid before its write: it must
			// choose again.
			b, err := db.CreateBookingOvertaken(ctx, newBooking(t, svc, bookDay, "10:00", "a@example.ae"), testRules, func() {
				k := blockOf(jasmine.ID, bookDay, "10:00", "11:00")
				must(t, db.CreateRoomBlock(ctx, &k))
			})
			must(t, err)
			if b.Assignment.RoomID == jasmine.ID {
				t.Errorf("the booking got the room blocked after its choice")
			}
		})

		t.Run("RaceWithBookings", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			rooms, err := db.Rooms(ctx)
			must(t, err)
			// Bookings of 10:00 and blocks of every room at 10:00 race;
			// whatever wins, no room is both blocked and booked then.
			start := make(chan struct{})
			var wg sync.WaitGroup
			for i := range 12 {
				wg.Go(func() {
					<-start
					_, err := db.CreateBooking(ctx, newBooking(t, svc, bookDay, "10:00", fmt.Sprintf("r%d@example.ae", i)), testRules)
					if c := dayspa.ErrorCode(err); c != "" && c != dayspa.ECONFLICT {
						t.Errorf("booking: %v", err)
					}
				})
			}
			for _, r := range rooms {
				wg.Go(func() {
					<-start
					k := blockOf(r.ID, bookDay, "10:00", "11:00")
					if err := db.CreateRoomBlock(ctx, &k); dayspa.ErrorCode(err) != "" && dayspa.ErrorCode(err) != dayspa.ECONFLICT {
						t.Errorf("block: %v", err)
					}
				})
			}
			close(start)
			wg.Wait()
			booked, blocked := count(t, db, "bookings"), count(t, db, "room_blocks")
			if booked+blocked != len(rooms) {
				t.Errorf("%d bookings and %d blocks for %d rooms at 10:00", booked, blocked, len(rooms))
			}
			if n := roomBlockedAndBooked(t, db); n != 0 {
				t.Errorf("%d bookings in a blocked room", n)
			}
		})
	})
}

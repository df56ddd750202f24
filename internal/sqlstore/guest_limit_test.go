package sqlstore_test

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// guestRules are the test rules with room for everyone (so that only the
// guest limit refuses) and a limit of 3 pending requests per guest and day.
func guestRules() dayspa.SlotRules {
	r := testRules
	r.GuestLimit = dayspa.GuestLimit{PerDay: 3, Phone: "+971 4 000 0000", WhatsApp: "971500000000"}
	return r
}

// guestBooking is a validated request of svc on day at the hour, from the
// guest with that e-mail and phone.
func guestBooking(t testing.TB, svc dayspa.Service, day dayspa.Date, at, email, phone string) dayspa.NewBooking {
	t.Helper()
	r := dayspa.BookingRequest{ServiceID: svc.ID, CustomerName: "Layla Haddad", CustomerEmail: email, CustomerPhone: phone,
		BookingDate: day.String(), BookingTime: at}
	nb, err := r.Validate(testRules, &svc)
	if err != nil {
		t.Fatalf("Validate: %v", err)
	}
	return nb
}

const msgGuestLimit = "You already have 3 pending booking requests for that day. " +
	"Please call +971 4 000 0000 or message us on WhatsApp at +971500000000 to book more."

func TestCreateBooking_GuestLimit(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		rules := guestRules()

		t.Run("SameEmailOrPhone", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			for _, at := range []string{"09:00", "10:00", "11:00"} {
				_, err := db.CreateBooking(ctx, guestBooking(t, svc, bookDay, at, "layla@example.ae", "+971 50 123 4567"), rules)
				must(t, err)
			}
			before, customersBefore := count(t, db, "bookings"), count(t, db, "customers")
			for _, tt := range []struct{ name, email, phone string }{
				{"SameEmailOtherCase", " LAYLA@Example.AE ", "+971 55 999 9999"},
				{"SamePhoneOtherWriting", "someone.else@example.ae", "+971501234567"},
				{"SamePhoneWithBrackets", "third@example.ae", "(971) 50-123-4567"},
			} {
				_, err := db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "12:00", tt.email, tt.phone), rules)
				assertCode(t, err, dayspa.ETOOMANY)
				if msg := dayspa.ErrorMessage(err); msg != msgGuestLimit {
					t.Errorf("%s: message %q, want %q", tt.name, msg, msgGuestLimit)
				}
			}
			if count(t, db, "bookings") != before || count(t, db, "customers") != customersBefore {
				t.Error("a refused request stored something")
			}
			// Another guest, and the same guest on another day, are not limited.
			_, err := db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "12:00", "omar@example.ae", "+971 52 000 1111"), rules)
			must(t, err)
			_, err = db.CreateBooking(ctx, guestBooking(t, svc, bookDay.AddDays(1), "12:00", "layla@example.ae", "+971 50 123 4567"), rules)
			must(t, err)
		})

		t.Run("OnlyPendingCount", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			var first int64
			for i, at := range []string{"09:00", "10:00", "11:00"} {
				b, err := db.CreateBooking(ctx, guestBooking(t, svc, bookDay, at, "layla@example.ae", "+971 50 123 4567"), rules)
				must(t, err)
				if i == 0 {
					first = b.ID
				}
			}
			_, err := db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "12:00", "layla@example.ae", "+971 50 123 4567"), rules)
			assertCode(t, err, dayspa.ETOOMANY)
			// The spa confirmed one: it has spoken to the guest, who may ask again.
			_, err = db.SetBookingStatus(ctx, first, dayspa.StatusChange{Status: dayspa.StatusConfirmed})
			must(t, err)
			_, err = db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "12:00", "layla@example.ae", "+971 50 123 4567"), rules)
			must(t, err)
			_, err = db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "13:00", "layla@example.ae", "+971 50 123 4567"), rules)
			assertCode(t, err, dayspa.ETOOMANY)
		})

		t.Run("Off", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			off := rules
			off.GuestLimit.PerDay = 0
			for _, at := range []string{"09:00", "10:00", "11:00", "12:00", "13:00"} {
				_, err := db.CreateBooking(ctx, guestBooking(t, svc, bookDay, at, "layla@example.ae", "+971 50 123 4567"), off)
				must(t, err)
			}
		})

		t.Run("AtTheLimitOnAFullTime", func(t *testing.T) {
			// The limit's answer does not depend on whether the time asked is free.
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			one := rules
			one.GuestLimit = dayspa.GuestLimit{PerDay: 1, Phone: "+971 4 000 0000"}
			_, err := db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "09:00", "layla@example.ae", "+971 50 123 4567"), one)
			must(t, err)
			full := false
			for i := range 30 {
				_, err := db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "10:00", fmt.Sprintf("guest%d@example.ae", i), fmt.Sprintf("+971 55 %03d 0000", i)), one)
				if dayspa.ErrorCode(err) == dayspa.ECONFLICT {
					full = true
					break
				}
				must(t, err)
			}
			if !full {
				t.Fatal("10:00 never filled up")
			}
			_, err = db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "10:00", "layla@example.ae", "+971 50 123 4567"), one)
			if dayspa.ErrorCode(err) != dayspa.ETOOMANY {
				t.Errorf("err = %v, want ETOOMANY", err)
			}
		})

		t.Run("OneRequestMessage", func(t *testing.T) {
			t.Parallel()
			db := newDB(t, e)
			svc := createService(t, db, massage("Swedish Massage"))
			one := rules
			one.GuestLimit = dayspa.GuestLimit{PerDay: 1, Phone: "+971 4 000 0000"}
			_, err := db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "09:00", "layla@example.ae", "+971 50 123 4567"), one)
			must(t, err)
			_, err = db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "10:00", "layla@example.ae", "+971 50 123 4567"), one)
			want := "You already have 1 pending booking request for that day. Please call +971 4 000 0000 to book more."
			if dayspa.ErrorCode(err) != dayspa.ETOOMANY || dayspa.ErrorMessage(err) != want {
				t.Errorf("err = %v (%q), want ETOOMANY %q", err, dayspa.ErrorMessage(err), want)
			}
		})
	})
}

// TestCreateBooking_GuestLimitConcurrency: one guest's requests for one
// day, all at once, from one instance or two: exactly the limit gets in.
// The guest is one phone under many addresses, or one address (in any
// case) with many phones.
func TestCreateBooking_GuestLimitConcurrency(t *testing.T) {
	const n = 60
	phones := []string{"+971 50 123 4567", "+971501234567", "971-50-123-4567", "(971) 50 123 4567"}
	guests := map[string]func(i int) (email, phone string){
		"SamePhone": func(i int) (string, string) { return fmt.Sprintf("alias%d@example.ae", i), phones[i%len(phones)] },
		"SameEmail": func(i int) (string, string) {
			email := "layla@example.ae"
			if i%2 == 1 {
				email = "Layla@Example.AE"
			}
			return email, fmt.Sprintf("+971 5%d %03d 0000", i%10, i)
		},
	}
	forEachEngine(t, func(t *testing.T, e engine) {
		for name, guest := range guests {
			for _, instances := range []int{1, 2} {
				t.Run(fmt.Sprintf("%s/%dInstances", name, instances), func(t *testing.T) {
					cfg := e.Config(t)
					dbs := []*sqlstore.DB{open(t, cfg)}
					if instances == 2 {
						dbs = append(dbs, open(t, cfg))
					}
					svc := createService(t, dbs[0], massage("Swedish Massage"))
					rules := guestRules()
					times := hourlyTimes()
					bookings := make([]dayspa.NewBooking, n)
					for i := range bookings {
						email, phone := guest(i)
						bookings[i] = guestBooking(t, svc, bookDay, times[i%len(times)], email, phone)
					}
					codes := map[string]int{}
					for _, err := range createAtOnce(dbs, bookings, rules) {
						codes[dayspa.ErrorCode(err)]++
						if c := dayspa.ErrorCode(err); c != "" && c != dayspa.ETOOMANY {
							t.Errorf("unexpected error: %v", err)
						}
					}
					if codes[""] != 3 || codes[dayspa.ETOOMANY] != n-3 || count(t, dbs[0], "bookings") != 3 {
						t.Errorf("outcomes %v with %d stored; want exactly 3 stored and %d ETOOMANY", codes, count(t, dbs[0], "bookings"), n-3)
					}
				})
			}
		}
	})
}

// TestMigrationGuestPhone: the bookings made before the guest's phone was
// kept on each booking take their customer's, as digits, and count.
func TestMigrationGuestPhone(t *testing.T) {
	forEachEngine(t, func(t *testing.T, e engine) {
		ctx := context.Background()
		db := newDB(t, e)
		svc := createService(t, db, massage("Swedish Massage"))
		must(t, db.MigrateDownTo(ctx, 5))
		var customer int64
		must(t, db.SQL().QueryRow(`INSERT INTO customers (name, email, phone, created_at) VALUES ('Layla', 'layla@example.ae', '+971 (50) 123-45.67', $1) RETURNING id`,
			testNow).Scan(&customer))
		for _, at := range []int{9, 10, 11} {
			_, err := db.SQL().Exec(`INSERT INTO bookings (customer_id, service_id, booking_date, booking_time, start_minute, end_minute, places, status, total_amount, created_at)
				VALUES ($1, $2, $3, $4, $5, $6, 1, 'pending', 35000, $7)`,
				customer, svc.ID, bookDay, fmt.Sprintf("%02d:00", at), at*60, at*60+60, testNow)
			must(t, err)
		}
		must(t, db.Migrate(ctx))
		sqlstoretest.QualifyTeam(t, db, svc.ID) // the way down dropped the team
		var phones []string
		rows, err := db.SQL().Query(`SELECT guest_phone FROM bookings ORDER BY id`)
		must(t, err)
		for rows.Next() {
			var p string
			must(t, rows.Scan(&p))
			phones = append(phones, p)
		}
		must(t, rows.Err())
		rows.Close()
		if strings.Join(phones, ",") != "971501234567,971501234567,971501234567" {
			t.Errorf("guest phones after the migration: %v", phones)
		}
		_, err = db.CreateBooking(ctx, guestBooking(t, svc, bookDay, "12:00", "new.address@example.ae", "+971501234567"), guestRules())
		assertCode(t, err, dayspa.ETOOMANY)
	})
}

// hourlyTimes are the start times of a default day on the hourly grid,
// "09:00" to "21:00".
func hourlyTimes() []string {
	var out []string
	for m := dayspa.DefaultOpenMinute; m < dayspa.DefaultCloseMinute; m += dayspa.DefaultSlotStep {
		out = append(out, dayspa.FormatClock(m))
	}
	return out
}

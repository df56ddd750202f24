package sqlstore_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
)

// Throughput of the booking transaction and of reads beside it, per engine:
//
//	go test -run '^$' -bench . ./internal/sqlstore/
func BenchmarkCreateBooking(b *testing.B) {
	for _, e := range engines() {
		b.Run(e.Name, func(b *testing.B) {
			if e.Skip != "" {
				b.Skip(e.Skip)
			}
			db, svc := benchDB(b, e)
			// Once the team's places of a time are taken a booking is
			// refused (ECONFLICT) after the same checks: both count.
			rules := testRules
			var i atomic.Int64
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					n := i.Add(1)
					nb := newBooking(b, svc, testClock.Today().AddDays(int(n%90)), dayspa.FormatClock(9*60+60*int(n%13)), fmt.Sprintf("g%d@example.ae", n%500))
					if _, err := db.CreateBooking(context.Background(), nb, rules); err != nil && dayspa.ErrorCode(err) != dayspa.ECONFLICT {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}

// BenchmarkMixed is the site's load: mostly availability and service reads,
// one booking in ten.
func BenchmarkMixed(b *testing.B) {
	for _, e := range engines() {
		b.Run(e.Name, func(b *testing.B) {
			if e.Skip != "" {
				b.Skip(e.Skip)
			}
			db, svc := benchDB(b, e)
			rules := testRules
			var i atomic.Int64
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				ctx := context.Background()
				for pb.Next() {
					n := i.Add(1)
					day := testClock.Today().AddDays(int(n % 90))
					var err error
					switch n % 10 {
					case 0:
						nb := newBooking(b, svc, day, dayspa.FormatClock(9*60+60*int(n%13)), fmt.Sprintf("g%d@example.ae", n%500))
						if _, err = db.CreateBooking(ctx, nb, rules); dayspa.ErrorCode(err) == dayspa.ECONFLICT {
							err = nil
						}
					case 1, 2, 3:
						_, err = db.ListServices(ctx)
					default:
						_, err = db.DayPlans(ctx, day, day)
					}
					if err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}

func benchDB(b *testing.B, e engine) (*sqlstore.DB, dayspa.Service) {
	b.Helper()
	db := newDB(b, e)
	must(b, db.Seed(context.Background()))
	return db, createService(b, db, massage("Bench Massage"))
}

// BenchmarkIssueCheckout is the desk's checkout: each of b.N bookings,
// made beforehand, checked out once, in parallel; every one waits its turn
// for the invoices' number.
func BenchmarkIssueCheckout(b *testing.B) {
	for _, e := range engines() {
		b.Run(e.Name, func(b *testing.B) {
			if e.Skip != "" {
				b.Skip(e.Skip)
			}
			db := newDB(b, e)
			svc := createService(b, db, massage("Bench Massage"))
			ids := insertBookings(b, db, svc, b.N)
			var i atomic.Int64
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					id := ids[i.Add(1)-1]
					if _, err := db.IssueCheckout(context.Background(), checkout(id, sale(svc))); err != nil {
						b.Error(err)
						return
					}
				}
			})
		})
	}
}

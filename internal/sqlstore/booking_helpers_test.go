package sqlstore_test

import (
	"context"
	"testing"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/sqlstore"
	"github.com/dayspa/dayspa/internal/sqlstore/sqlstoretest"
)

// newBooking builds a booking the way the HTTP layer does: a visitor's
// request validated by the domain.
func newBooking(t testing.TB, svc dayspa.Service, day dayspa.Date, at, email string) dayspa.NewBooking {
	t.Helper()
	r := dayspa.BookingRequest{
		ServiceID: svc.ID, CustomerName: "Layla Haddad", CustomerEmail: email, CustomerPhone: "+971 50 123 4567",
		BookingDate: day.String(), BookingTime: at, SpecialRequests: "Quiet room, please.",
	}
	nb, err := r.Validate(testRules, &svc)
	if err != nil {
		t.Fatalf("Validate: %v", err)
	}
	return nb
}

func createService(t testing.TB, db *sqlstore.DB, s dayspa.Service) dayspa.Service {
	t.Helper()
	must(t, db.CreateService(context.Background(), &s))
	sqlstoretest.QualifyTeam(t, db, s.ID)
	return s
}

func couples() dayspa.Service {
	return dayspa.Service{Name: "Couples Retreat", Category: dayspa.CategoryCouples, Duration: 60, Price: dayspa.AED(900), IsActive: true}
}

type customerRow struct {
	ID                 int64
	Name, Email, Phone string
}

func customers(t testing.TB, db *sqlstore.DB) []customerRow {
	t.Helper()
	rows, err := db.SQL().Query(`SELECT id, name, email, phone FROM customers ORDER BY id`)
	must(t, err)
	defer rows.Close()
	var out []customerRow
	for rows.Next() {
		var c customerRow
		must(t, rows.Scan(&c.ID, &c.Name, &c.Email, &c.Phone))
		out = append(out, c)
	}
	must(t, rows.Err())
	return out
}

package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// Customers: the dashboard's list. A booking finds or creates its
// customer (booking.go).

// adminCustomers answers a page of customers, newest first, each with the
// number of all their bookings: ?page=&limit=&search=.
func (s *Server) adminCustomers(w http.ResponseWriter, r *http.Request) error {
	q := r.URL.Query()
	f := dayspa.FieldErrors{}
	filter := dayspa.CustomerFilter{Page: dayspa.PageQuery(q, f), Search: dayspa.SearchQuery(q, f)}
	if err := f.Err(); err != nil {
		return err
	}
	views, total, err := s.store.ListCustomers(r.Context(), filter)
	if err != nil {
		return err
	}
	writePage(w, views, total)
	return nil
}

package httpapi

import (
	"encoding/csv"
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/dayspa/dayspa"
)

// The dashboard's reads and writes. Every route here is an admin route in
// the route table: requireAdmin has let the request through.

// maxSearchLen bounds the search text of the dashboard lists.
const maxSearchLen = 100

// maxPage keeps page × limit far from overflowing.
const maxPage = 1_000_000

// adminStats answers the booking counts of the dashboard's cards.
func (s *Server) adminStats(w http.ResponseWriter, r *http.Request) {
	st, err := s.store.BookingStats(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, st)
}

// pageQuery reads page (from 1) and limit (1 to MaxPageSize, default
// DefaultPageSize) into a Page, recording what is wrong in f.
func pageQuery(q url.Values, f dayspa.FieldErrors) dayspa.Page {
	page, limit := 1, dayspa.DefaultPageSize
	if v := q.Get("page"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > maxPage {
			f.Add("page", "Page must be a whole number from 1.")
		} else {
			page = n
		}
	}
	if v := q.Get("limit"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 || n > dayspa.MaxPageSize {
			f.Add("limit", "Limit must be a whole number from 1 to "+strconv.Itoa(dayspa.MaxPageSize)+".")
		} else {
			limit = n
		}
	}
	return dayspa.Page{Offset: (page - 1) * limit, Limit: limit}
}

func searchQuery(q url.Values, f dayspa.FieldErrors) string {
	v := strings.TrimSpace(q.Get("search"))
	if !utf8.ValidString(v) || utf8.RuneCountInString(v) > maxSearchLen {
		f.Add("search", "Search must be at most "+strconv.Itoa(maxSearchLen)+" characters.")
		return ""
	}
	return v
}

// writePage answers one page of a list with the number of all its items
// in X-Total-Count.
func writePage[T any](w http.ResponseWriter, items []T, total int) {
	if items == nil {
		items = []T{}
	}
	w.Header().Set("X-Total-Count", strconv.Itoa(total))
	writeJSON(w, http.StatusOK, items)
}

// adminBookings answers a page of bookings, newest first, joined with
// their customers and services: ?page=&limit=&status=&date=&search=.
func (s *Server) adminBookings(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := dayspa.FieldErrors{}
	filter := dayspa.BookingFilter{Page: pageQuery(q, f), Search: searchQuery(q, f)}
	if v := q.Get("status"); v != "" {
		st := dayspa.BookingStatus(v)
		if !st.Valid() {
			f.Add("status", "Status must be pending, confirmed, completed or cancelled.")
		}
		filter.Status = &st
	}
	if v := q.Get("date"); v != "" {
		d, err := dayspa.ParseDate(v)
		if err != nil {
			f.Add("date", "Date must be a date as YYYY-MM-DD.")
		}
		filter.Date = &d
	}
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	views, total, err := s.store.ListBookings(r.Context(), filter)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writePage(w, views, total)
}

// pathID reads the {id} of the path; ok is false when it is not an id.
func pathID(r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	return id, err == nil && id > 0
}

// statusRequest is the body of PATCH /api/admin/bookings/{id}/status.
type statusRequest struct {
	Status dayspa.BookingStatus `json:"status"`
}

// adminSetBookingStatus moves a booking on: pending → confirmed →
// completed; any other move is 409 (BookingStatus.CanMoveTo).
func (s *Server) adminSetBookingStatus(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Booking not found."))
		return
	}
	var req statusRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	b, err := s.store.SetBookingStatus(r.Context(), id, req.Status)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, b)
}

// adminCustomers answers a page of customers, newest first, each with the
// number of all their bookings: ?page=&limit=&search=.
func (s *Server) adminCustomers(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	f := dayspa.FieldErrors{}
	filter := dayspa.CustomerFilter{Page: pageQuery(q, f), Search: searchQuery(q, f)}
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	views, total, err := s.store.ListCustomers(r.Context(), filter)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writePage(w, views, total)
}

// adminContactMessages answers every contact message, newest first.
func (s *Server) adminContactMessages(w http.ResponseWriter, r *http.Request) {
	msgs, err := s.store.ListContactMessages(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if msgs == nil {
		msgs = []dayspa.ContactMessage{}
	}
	writeJSON(w, http.StatusOK, msgs)
}

// adminMarkMessageRead marks a message read and answers it. It takes no
// body.
func (s *Server) adminMarkMessageRead(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Message not found."))
		return
	}
	m, err := s.store.MarkContactMessageRead(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, m)
}

// unreadCount is the answer of GET /api/admin/unread-count.
type unreadCount struct {
	Count int `json:"count"`
}

// adminUnreadCount answers how many contact messages are unread.
func (s *Server) adminUnreadCount(w http.ResponseWriter, r *http.Request) {
	n, err := s.store.UnreadMessageCount(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, unreadCount{Count: n})
}

// adminServices answers every service, active or not, with its number of
// bookings.
func (s *Server) adminServices(w http.ResponseWriter, r *http.Request) {
	views, err := s.store.ListServiceViews(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if views == nil {
		views = []dayspa.ServiceView{}
	}
	writeJSON(w, http.StatusOK, views)
}

// serviceRequest is the body of POST /api/admin/services and of PATCH
// /api/admin/services/{id}: on PATCH, a field left out (or null) is left
// as it is. The price is an AED amount, as a string ("350.00") or a
// number, with at most two decimals.
type serviceRequest struct {
	Name        *string         `json:"name"`
	Description *string         `json:"description"`
	Category    *string         `json:"category"`
	Duration    *int            `json:"duration"`
	Price       json.RawMessage `json:"price"`
	IsActive    *bool           `json:"isActive"`
}

const msgPrice = "Price must be an amount in AED with at most two decimals."

// hasPrice reports whether the request sets the price (null does not).
func (req serviceRequest) hasPrice() bool {
	return len(req.Price) > 0 && string(req.Price) != "null"
}

// update returns the request as a ServiceUpdate, recording a price that is
// not an amount in f. The price is read from its JSON text, never through
// a float.
func (req serviceRequest) update(f dayspa.FieldErrors) dayspa.ServiceUpdate {
	u := dayspa.ServiceUpdate{Name: req.Name, Description: req.Description, Category: req.Category,
		Duration: req.Duration, IsActive: req.IsActive}
	if req.hasPrice() {
		text := string(req.Price)
		if strings.HasPrefix(text, `"`) && json.Unmarshal(req.Price, &text) != nil {
			text = ""
		}
		m, err := dayspa.ParseMoney(text)
		if err != nil {
			f.Add("price", msgPrice)
		}
		u.Price = &m
	}
	return u
}

// adminCreateService adds a service; it is active unless isActive says
// otherwise. Answers 201 with the service.
func (s *Server) adminCreateService(w http.ResponseWriter, r *http.Request) {
	var req serviceRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	f := dayspa.FieldErrors{}
	svc := dayspa.Service{IsActive: true}
	req.update(f).Apply(&svc)
	if !req.hasPrice() {
		f.Add("price", msgPrice)
	}
	if err := svc.Validate(); err != nil {
		for k, v := range dayspa.ErrorFields(err) {
			f.Add(k, v)
		}
	}
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	err := s.store.CreateService(r.Context(), &svc)
	s.services.invalidate() // the public list shows it at once
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, svc)
}

// adminUpdateService changes the fields of a service that the body holds,
// and answers the service. The public list shows the change at once.
func (s *Server) adminUpdateService(w http.ResponseWriter, r *http.Request) {
	id, ok := pathID(r)
	if !ok {
		writeError(w, r, dayspa.Errorf(dayspa.ENOTFOUND, "Service not found."))
		return
	}
	var req serviceRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	f := dayspa.FieldErrors{}
	u := req.update(f)
	if err := f.Err(); err != nil {
		writeError(w, r, err)
		return
	}
	svc, err := s.store.UpdateService(r.Context(), id, u)
	s.services.invalidate() // the public list shows the change at once
	if err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, svc)
}

// adminSubscribers answers every newsletter subscriber, newest first.
func (s *Server) adminSubscribers(w http.ResponseWriter, r *http.Request) {
	subs, err := s.store.ListSubscribers(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	if subs == nil {
		subs = []dayspa.Subscriber{}
	}
	writeJSON(w, http.StatusOK, subs)
}

// adminSubscribersCSV answers the subscribers as a CSV download: e-mail
// and the moment of subscribing in the spa's time zone.
func (s *Server) adminSubscribersCSV(w http.ResponseWriter, r *http.Request) {
	subs, err := s.store.ListSubscribers(r.Context())
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="newsletter-subscribers.csv"`)
	w.WriteHeader(http.StatusOK)
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"email", "subscribedAt (" + s.cfg.Location.String() + ")"})
	for _, sub := range subs {
		_ = cw.Write([]string{csvCell(sub.Email), sub.CreatedAt.In(s.cfg.Location).Format("2006-01-02 15:04:05")})
	}
	cw.Flush()
	if err := cw.Error(); err != nil {
		loggerFrom(r.Context()).Debug("write csv", "err", err)
	}
}

// csvCell defuses a cell that a spreadsheet would run as a formula: one
// starting with =, +, -, @, a tab or a carriage return gets a leading
// apostrophe (OWASP's CSV injection advice).
func csvCell(v string) string {
	if v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) {
		return "'" + v
	}
	return v
}

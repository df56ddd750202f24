package httpapi

import (
	"net/http"

	"github.com/dayspa/dayspa"
)

// contactRequest is the body of POST /api/contact: only what a visitor
// may set, so id, isRead or createdAt are unknown fields.
type contactRequest struct {
	Name    string `json:"name"`
	Email   string `json:"email"`
	Phone   string `json:"phone"`
	Message string `json:"message"`
}

// created is the answer of a write that made a new row.
type created struct {
	ID int64 `json:"id"`
}

// createContactMessage stores a visitor's message, unread.
func (s *Server) createContactMessage(w http.ResponseWriter, r *http.Request) {
	var req contactRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	m := dayspa.ContactMessage{Name: req.Name, Email: req.Email, Phone: req.Phone, Message: req.Message}
	if err := m.Validate(); err != nil {
		writeError(w, r, err)
		return
	}
	if err := s.store.CreateContactMessage(r.Context(), &m); err != nil {
		writeError(w, r, err)
		return
	}
	writeJSON(w, http.StatusCreated, created{ID: m.ID})
}

// newsletterRequest is the body of POST /api/newsletter.
type newsletterRequest struct {
	Email string `json:"email"`
}

// msgSubscribed thanks a subscriber, new or returning alike.
const msgSubscribed = "Thank you for subscribing!"

// messageBody is an answer that is only a sentence for people.
type messageBody struct {
	Message string `json:"message"`
}

// subscribe adds an address to the newsletter: 201 when it is new, 200
// when it was already there (no second row).
func (s *Server) subscribe(w http.ResponseWriter, r *http.Request) {
	var req newsletterRequest
	if err := decodeJSON(w, r, &req); err != nil {
		writeError(w, r, err)
		return
	}
	email, err := dayspa.ValidateSubscriberEmail(req.Email)
	if err != nil {
		writeError(w, r, err)
		return
	}
	isNew, err := s.store.Subscribe(r.Context(), email)
	if err != nil {
		writeError(w, r, err)
		return
	}
	status := http.StatusOK
	if isNew {
		status = http.StatusCreated
	}
	writeJSON(w, status, messageBody{Message: msgSubscribed})
}

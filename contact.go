package dayspa

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// ContactMessage is a message a visitor sent through a contact form.
type ContactMessage struct {
	ID        int64     `json:"id"`
	Name      string    `json:"name"`
	Email     string    `json:"email"`
	Phone     string    `json:"phone"`
	Message   string    `json:"message"`
	CreatedAt time.Time `json:"createdAt"`
	IsRead    bool      `json:"isRead"`
}

// Validate trims the message's fields and checks them with SPEC's Contact
// schema.
func (m *ContactMessage) Validate() error {
	m.Name = strings.TrimSpace(m.Name)
	m.Email = NormalizeEmail(m.Email)
	m.Phone = strings.TrimSpace(m.Phone)
	m.Message = strings.TrimSpace(m.Message)
	f := FieldErrors{}
	checkName(f, "name", m.Name)
	checkEmail(f, "email", m.Email)
	checkPhone(f, "phone", m.Phone, false)
	if !ValidText(m.Message, MultiLine) || VisibleLen(m.Message) < 10 {
		f.Add("message", MsgMessage)
	} else if utf8.RuneCountInString(m.Message) > maxMessageLen {
		f.Add("message", "Message must be at most 5000 characters.")
	}
	return f.Err()
}

// Subscriber is an address that asked for the wellness newsletter.
type Subscriber struct {
	ID        int64     `json:"id"`
	Email     string    `json:"email"`
	CreatedAt time.Time `json:"createdAt"`
}

// ValidateSubscriberEmail normalizes and checks a newsletter address.
func ValidateSubscriberEmail(email string) (string, error) {
	email = NormalizeEmail(email)
	f := FieldErrors{}
	checkEmail(f, "email", email)
	return email, f.Err()
}

// MessageStore keeps contact messages and newsletter subscribers.
type MessageStore interface {
	// CreateContactMessage stores an unread message and sets its ID and CreatedAt.
	CreateContactMessage(ctx context.Context, m *ContactMessage) error
	// ListContactMessages returns every message, newest first.
	ListContactMessages(ctx context.Context) ([]ContactMessage, error)
	// MarkContactMessageRead returns ENOTFOUND for an unknown id.
	MarkContactMessageRead(ctx context.Context, id int64) (*ContactMessage, error)
	// Subscribe stores a normalized address once; a repeated address is not
	// an error and adds no row. It reports whether the address was new.
	Subscribe(ctx context.Context, email string) (created bool, err error)
	// ListSubscribers returns every subscriber, newest first.
	ListSubscribers(ctx context.Context) ([]Subscriber, error)
}

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

// Validate trims the message's fields, lower-cases the e-mail and checks
// them with the contact form's messages (docs/product.md, "Validation
// messages").
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
		f.Add("message", MsgMessageTooLong)
	}
	return f.Err()
}

// ValidateWithMarketing validates the message (Validate) and its form's
// marketing box, which may be left unticked, with every field's message
// at once. It returns the consent to store with the message, or nil.
func (m *ContactMessage) ValidateWithMarketing(box MarketingBox) (*MarketingConsent, error) {
	f := FieldErrors{}
	f.Merge(m.Validate())
	consent := box.Check(f, false, m.Email, MarketingFromContact)
	return consent, f.Err()
}

// ContactStore keeps the contact messages.
type ContactStore interface {
	// CreateContactMessage stores m, which Validate has checked, unread,
	// and sets its ID and CreatedAt.
	CreateContactMessage(ctx context.Context, m *ContactMessage) error
	// ListContactMessages returns every message, newest first.
	ListContactMessages(ctx context.Context) ([]ContactMessage, error)
	// MarkContactMessageRead returns ENOTFOUND for an unknown id.
	MarkContactMessageRead(ctx context.Context, id int64) (*ContactMessage, error)
	// UnreadMessageCount counts contact messages not yet read.
	UnreadMessageCount(ctx context.Context) (int, error)
}

// The messages of contact's rules.
var (
	MsgMessageTooLong = NewMsg("message.too_long", "Message must be at most 5000 characters.")
)

package mailer

import (
	"fmt"
	"strings"

	"github.com/dayspa/dayspa"
	"github.com/dayspa/dayspa/internal/giftcard"
)

// giftCardWords fills v for a gift card's e-mail and returns its subject:
// the recipient's (dayspa.KindGiftCardEmail), which gives the card, or the
// buyer's copy (dayspa.KindGiftCardCopy), which thanks and says when the
// recipient gets it. Both state the value, the code and the last day, and
// link to the booking page; the card's PDF is attached by the caller.
func (l locale) giftCardWords(kind dayspa.MessageKind, c *dayspa.MessageGiftCard, spa Spa, v *view) string {
	prefix := "email.gift_card."
	v.NoBooking = true
	v.ManageURL = strings.TrimSuffix(spa.BaseURL, "/") + l.lang.Path("/booking")
	v.LinkText, v.LinkButton = prefix+"text", prefix+"button"
	value := dayspa.FormatPrice(c.Value, l.lang)
	what := l.words.Text(prefix+"value", "value", value)
	if name := treatmentIn(c, l.lang); name != "" {
		what = l.words.Text(prefix+"treatment", "treatment", name, "value", value)
	}
	card := []string{what, l.words.Text(prefix+"code", "code", c.Code),
		l.words.Text(prefix+"valid", "date", dayspa.FormatLongDate(c.ExpiresOn, l.lang)), l.words.Text(prefix + "pdf")}
	if kind == dayspa.KindGiftCardCopy {
		v.Guest = c.BuyerName
		v.Heading = l.words.Text("email.gift_card_copy.heading")
		v.Lines = append([]string{l.words.Text("email.gift_card_copy.line1", "recipient", c.RecipientName,
			"email", c.RecipientEmail, "date", dayspa.FormatLongDate(c.DeliveryDate, l.lang))}, card...)
		return l.words.Text("email.gift_card_copy.subject", "recipient", c.RecipientName)
	}
	v.Guest = c.RecipientName
	v.Heading = l.words.Text(prefix + "heading")
	v.Lines = []string{l.words.Text(prefix+"from", "buyer", c.BuyerName, "spa", v.SpaName.Text)}
	if c.Message != "" {
		v.Lines = append(v.Lines, l.words.Text(prefix+"message", "message", c.Message))
	}
	v.Lines = append(v.Lines, card...)
	return l.words.Text(prefix+"subject", "buyer", c.BuyerName, "spa", v.SpaName.Text)
}

// treatmentIn is the treatment a card was bought for, in lang: its
// Arabic name where it has one; "" for a card of an amount.
func treatmentIn(c *dayspa.MessageGiftCard, lang dayspa.Language) string {
	if lang == dayspa.Arabic && c.TreatmentAr != "" {
		return c.TreatmentAr
	}
	return c.Treatment
}

// giftCardPDF is the attachment of a gift card's e-mail: the printable
// card, in the message's language.
func giftCardPDF(q dayspa.QueuedMessage, spa Spa, lang dayspa.Language) (name string, pdf []byte, err error) {
	c := q.GiftCard
	card := giftcard.Card{Code: c.Code, Value: c.Value, Treatment: c.Treatment, TreatmentAr: c.TreatmentAr,
		RecipientName: c.RecipientName, BuyerName: c.BuyerName, Message: c.Message, ExpiresOn: c.ExpiresOn, Language: lang,
		SpaName: spa.Name, SpaNameAr: spa.NameAr, Address: spa.Address, AddressAr: spa.AddressAr, Phone: spa.Phone,
		Website: spa.BaseURL}
	pdf, err = giftcard.PDF(card)
	if err != nil {
		return "", nil, fmt.Errorf("mailer: gift card PDF of message %d: %w", q.Message.ID, err)
	}
	return giftcard.FileName(card), pdf, nil
}

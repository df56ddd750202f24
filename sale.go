package dayspa

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"
)

// A sale at the desk: what Checkout sends, read into a Sale with a message
// per field, and priced into the lines of a tax invoice (tax_document.go).

// Limits of a sale.
const (
	MaxSaleLines       = 50
	MaxSaleQuantity    = 99
	MaxSalePayments    = 10
	maxSaleDescription = 200
	maxSaleReason      = 500
	maxBuyerNameLen    = 200
	maxBuyerAddressLen = 500
)

// The field messages of Checkout.
var (
	MsgSaleLines            = NewMsg("sale.lines", "Add at least one line, at most 50.")
	MsgSaleDescription      = NewMsg("sale.description", "Describe the line in at most 200 characters.")
	MsgSaleQuantity         = NewMsg("sale.quantity", "Quantity must be a whole number from 1 to 99.")
	MsgSaleAmount           = NewMsg("sale.amount", "Enter an amount from 0 to 1000000 with at most two decimals.")
	MsgSaleLineOff          = NewMsg("sale.line_discount", "The discount cannot be more than the line.")
	MsgSaleDiscountOff      = NewMsg("sale.discount", "The discount cannot be more than the sale.")
	MsgSaleDiscountOne      = NewMsg("sale.discount_one", "Give the discount as an amount, a percentage or a member's code: one of them.")
	MsgSaleReason           = NewMsg("sale.reason", "Say why, in at most 500 characters.")
	MsgSalePriceReason      = NewMsg("sale.price_reason", "Say why the price differs from the service's.")
	MsgSaleService          = NewMsg("sale.service", "Please select a service.")
	MsgSaleMethod           = NewMsg("sale.method", "Choose cash or card.")
	MsgSalePayments         = NewMsg("sale.payments", "The payments must add up to the total of %s.", "total")
	MsgSalePaymentsMax      = NewMsg("sale.payments_max", "A sale takes at most 10 payments.")
	MsgSaleTipShares        = NewMsg("sale.tip_shares", "The therapist's and the spa's shares must add up to the tips.")
	MsgSaleSessions         = NewMsg("sale.sessions", "Sessions must be a whole number from 1 to 99.")
	MsgSaleSessionsMethod   = NewMsg("sale.sessions_method", "Only a package or membership pays in sessions.")
	MsgSaleAmountOrSessions = NewMsg("sale.amount_or_sessions", "Enter an amount for a gift card or sessions for a package, not both.")
	MsgSaleTotal            = NewMsg("sale.total", "The sale's total must be at most 1000000.")
	MsgBuyerName            = NewMsg("buyer.name", "A full tax invoice needs the buyer's name.")
	MsgBuyerAddress         = NewMsg("buyer.address", "A full tax invoice needs the buyer's address.")
	MsgBuyerTRN             = NewMsg("buyer.trn", "A tax registration number has 15 digits.")
	MsgBuyerLong            = NewMsg("buyer.long", "Must be at most %d characters.", "max")
)

// SaleLineInput is a line as Checkout sends it. UnitPrice is
// VAT-inclusive; Discount is an amount off the line.
type SaleLineInput struct {
	ServiceID   *int64  `json:"serviceId"`
	Description *string `json:"description"`
	UnitPrice   *Number `json:"unitPrice"`
	Quantity    *Number `json:"quantity"`
	Discount    *Number `json:"discount"`
	PriceReason *string `json:"priceReason"`
}

// SaleDiscountInput is a discount on the whole sale: an amount or a
// percentage, and why.
type SaleDiscountInput struct {
	Amount  *Number `json:"amount"`
	Percent *Number `json:"percent"`
	Reason  *string `json:"reason"`
	// MemberCode is a membership's code instead: its member discount is
	// the percentage, and the reason names it (MemberDiscount).
	MemberCode *string `json:"memberCode"`
}

// TipsInput are the tips as Checkout sends them. Shares left out are the
// default 60/40.
type TipsInput struct {
	Cash           *Number `json:"cash"`
	Card           *Number `json:"card"`
	TherapistShare *Number `json:"therapistShare"`
	SpaShare       *Number `json:"spaShare"`
}

// PaymentInput is a payment as Checkout sends it: cash or card, or, with
// method "entitlement" and a code, an amount of a gift card's balance or
// sessions of a package or membership.
type PaymentInput struct {
	Method   *string `json:"method"`
	Amount   *Number `json:"amount"`
	Code     *string `json:"code"`
	Sessions *Number `json:"sessions"`
}

// CheckoutInput is what Checkout sends.
type CheckoutInput struct {
	Lines    []SaleLineInput    `json:"lines"`
	Discount *SaleDiscountInput `json:"discount"`
	Tips     *TipsInput         `json:"tips"`
	Payments []PaymentInput     `json:"payments"`
	Buyer    *Buyer             `json:"buyer"`
}

// SaleLine is a line of a sale before pricing.
type SaleLine struct {
	ServiceID   *int64
	Description string
	UnitPrice   Money
	Quantity    int
	Discount    Money
	PriceReason string
	// Covered is how many of the line's units a package's or membership's
	// sessions pay (CoverSessions); their price is in Discount.
	Covered int
}

// Sale is a sale read from Checkout: valid on its own, but not yet priced
// (PriceSale) nor checked against the services' prices (CheckServicePrices).
type Sale struct {
	Lines []SaleLine
	// DiscountAmount or DiscountPercent (at most one) is off the whole sale.
	DiscountAmount  Money
	DiscountPercent Percent
	DiscountReason  string
	// MemberCode is the membership whose member discount the sale takes,
	// "" for none; MemberDiscount sets the percentage and reason from it.
	MemberCode string
	Tips       Tips
	Payments   []Payment
	Buyer      *Buyer
}

// Read parses the input into a Sale: every field's own rule, with its
// message under the field's JSON path ("lines[0].unitPrice").
func (in CheckoutInput) Read() (Sale, error) {
	f := FieldErrors{}
	var s Sale
	if len(in.Lines) == 0 || len(in.Lines) > MaxSaleLines {
		f.Add("lines", MsgSaleLines)
	} else {
		for i, l := range in.Lines {
			s.Lines = append(s.Lines, l.read(f, fmt.Sprintf("lines[%d].", i)))
		}
	}
	if d := in.Discount; d != nil && d.MemberCode != nil && strings.TrimSpace(*d.MemberCode) != "" {
		if d.Amount != nil || d.Percent != nil {
			f.Add("discount", MsgSaleDiscountOne)
		}
		if code, refused, ok := readCode(*d.MemberCode); ok {
			s.MemberCode = code
		} else {
			f.Add("discount.memberCode", refused)
		}
	} else if d != nil {
		if d.Amount != nil && d.Percent != nil {
			f.Add("discount", MsgSaleDiscountOne)
		}
		if d.Amount != nil {
			s.DiscountAmount = saleAmount(f, "discount.amount", d.Amount)
		}
		if d.Percent != nil {
			text, _ := d.Percent.Text()
			p, err := ParsePercent(text)
			if err != nil {
				f.Add("discount.percent", MsgIncomePercent)
			}
			s.DiscountPercent = p
		}
		s.DiscountReason = reasonText(f, "discount.reason", d.Reason, s.DiscountAmount > 0 || s.DiscountPercent > 0)
	}
	if t := in.Tips; t != nil {
		s.Tips = t.read(f)
	}
	if len(in.Payments) > MaxSalePayments {
		f.Add("payments", MsgSalePaymentsMax)
	} else {
		for i, p := range in.Payments {
			s.Payments = append(s.Payments, p.read(f, fmt.Sprintf("payments[%d].", i)))
		}
	}
	if !in.Buyer.Empty() {
		s.Buyer = readBuyer(f, in.Buyer)
	}
	return s, f.Err()
}

func (l SaleLineInput) read(f FieldErrors, at string) SaleLine {
	out := SaleLine{ServiceID: l.ServiceID, Quantity: 1}
	if l.ServiceID != nil && *l.ServiceID <= 0 {
		f.Add(at+"serviceId", MsgSaleService)
	}
	out.Description = requiredText(f, at+"description", l.Description, OneLine, maxSaleDescription, MsgSaleDescription)
	if l.UnitPrice == nil {
		f.Add(at+"unitPrice", MsgSaleAmount)
	} else {
		out.UnitPrice = saleAmount(f, at+"unitPrice", l.UnitPrice)
	}
	if l.Quantity != nil {
		n, ok := wholeNumber(l.Quantity, 1, MaxSaleQuantity)
		if !ok {
			f.Add(at+"quantity", MsgSaleQuantity)
		}
		out.Quantity = n
	}
	if l.Discount != nil {
		out.Discount = saleAmount(f, at+"discount", l.Discount)
		if out.Discount > out.UnitPrice*Money(out.Quantity) {
			f.Add(at+"discount", MsgSaleLineOff)
		}
	}
	if l.PriceReason != nil {
		out.PriceReason = reasonText(f, at+"priceReason", l.PriceReason, false)
	}
	return out
}

func (t TipsInput) read(f FieldErrors) Tips {
	cash := optionalSaleAmount(f, "tips.cash", t.Cash)
	card := optionalSaleAmount(f, "tips.card", t.Card)
	if t.TherapistShare == nil && t.SpaShare == nil {
		return SharedTips(cash, card)
	}
	out := Tips{Cash: cash, Card: card,
		TherapistShare: optionalSaleAmount(f, "tips.therapistShare", t.TherapistShare),
		SpaShare:       optionalSaleAmount(f, "tips.spaShare", t.SpaShare)}
	if out.TherapistShare+out.SpaShare != out.Total() {
		f.Add("tips.therapistShare", MsgSaleTipShares)
	}
	return out
}

func (p PaymentInput) read(f FieldErrors, at string) Payment {
	var out Payment
	method := ""
	if p.Method != nil {
		method = strings.TrimSpace(*p.Method)
	}
	if m, ok := ParsePaymentMethod(method); ok {
		out.Method = m
	} else if PaymentMethod(method) == PayEntitlement {
		out.Method = PayEntitlement
	} else {
		f.Add(at+"method", MsgSaleMethod)
	}
	sessions := out.Method == PayEntitlement && p.Sessions != nil
	switch {
	case p.Sessions != nil && out.Method != PayEntitlement:
		f.Add(at+"sessions", MsgSaleSessionsMethod)
	case sessions && p.Amount != nil:
		f.Add(at+"amount", MsgSaleAmountOrSessions)
	case sessions:
		n, ok := wholeNumber(p.Sessions, 1, MaxSaleQuantity)
		if !ok {
			f.Add(at+"sessions", MsgSaleSessions)
		}
		out.Sessions = int64(n)
	case p.Amount == nil:
		f.Add(at+"amount", MsgSaleAmount)
	default:
		out.Amount = saleAmount(f, at+"amount", p.Amount)
	}
	if out.Method != PayEntitlement {
		return out
	}
	// A gift card pays something, and is named by its code.
	if p.Amount != nil && !sessions && out.Amount == 0 {
		f.Add(at+"amount", MsgEntitlementQuantity)
	}
	code := ""
	if p.Code != nil {
		code = *p.Code
	}
	written, refused, ok := readCode(code)
	if !ok {
		f.Add(at+"code", refused)
		return out
	}
	out.Code, out.CardHint = written, CodeHint(written)
	return out
}

// readBuyer reads the buyer's details, each optional here: a full
// invoice's need of the name and address is PriceLines' rule.
func readBuyer(f FieldErrors, b *Buyer) *Buyer {
	out := &Buyer{
		Name:    buyerText(f, "buyer.name", b.Name, OneLine, maxBuyerNameLen),
		Address: buyerText(f, "buyer.address", b.Address, MultiLine, maxBuyerAddressLen),
		TRN:     strings.TrimSpace(b.TRN),
	}
	if out.TRN != "" && !ValidTRN(out.TRN) {
		f.Add("buyer.trn", MsgBuyerTRN)
	}
	return out
}

// buyerText cleans and checks a detail of the buyer as every optional
// text field is (optionalText: text.hidden_chars when nothing of it
// shows); one longer than max characters gets MsgBuyerLong naming max.
func buyerText(f FieldErrors, field, v string, multiline bool, max int) string {
	s := optionalText(f, field, v, multiline, math.MaxInt, Msg{})
	if utf8.RuneCountInString(s) > max {
		f.Add(field, MsgBuyerLong, max)
	}
	return s
}

// saleAmount reads an amount from 0 to MaxIncomeAmount.
func saleAmount(f FieldErrors, field string, n *Number) Money {
	text, _ := n.Text()
	m, err := ParseMoney(text)
	if err != nil || m > MaxIncomeAmount {
		f.Add(field, MsgSaleAmount)
		return 0
	}
	return m
}

func optionalSaleAmount(f FieldErrors, field string, n *Number) Money {
	if n == nil {
		return 0
	}
	return saleAmount(f, field, n)
}

// reasonText reads a reason of one line, required when required is true.
func reasonText(f FieldErrors, field string, v *string, required bool) string {
	if required {
		return requiredText(f, field, v, OneLine, maxSaleReason, MsgSaleReason)
	}
	if v == nil {
		return ""
	}
	return optionalText(f, field, *v, OneLine, maxSaleReason, MsgSaleReason)
}

// CheckServicePrices checks the lines that name a service against the
// services' prices (by id): the service must exist, and a price other
// than its own needs a reason.
func (s Sale) CheckServicePrices(prices map[int64]Money) error {
	f := FieldErrors{}
	for i, l := range s.Lines {
		if l.ServiceID == nil {
			continue
		}
		price, ok := prices[*l.ServiceID]
		switch {
		case !ok:
			f.Add(fmt.Sprintf("lines[%d].serviceId", i), MsgSaleService)
		case l.UnitPrice != price && VisibleLen(l.PriceReason) == 0:
			f.Add(fmt.Sprintf("lines[%d].priceReason", i), MsgSalePriceReason)
		}
	}
	return f.Err()
}

// PricedSale is a sale priced for its tax invoice: its lines with their
// VAT, its totals, the invoice's form, and what its payments add up to
// (Paid) and leave to pay (Due, the total less Paid; below zero when the
// payments are more than the total).
type PricedSale struct {
	Format InvoiceFormat
	Lines  []TaxLine
	Totals
	Paid Money
	Due  Money
	// NeedsBuyer is whether the invoice must name the buyer whatever the
	// desk asked for (NeedsBuyer).
	NeedsBuyer bool
}

// Paid is what the sale's payments add up to.
func (s Sale) Paid() Money {
	var paid Money
	for _, pay := range s.Payments {
		paid += pay.Amount
	}
	return paid
}

// PriceSale prices the sale for a seller (PriceLines) and checks that its
// payments add up to its total.
func PriceSale(s Sale, seller Seller) (PricedSale, error) {
	return PriceSaleAfter(s, seller, nil)
}

// PriceLines prices the sale for a seller, whatever its payments: the
// sale's discount shared over the lines in proportion to their amounts
// (the fils left over going to the lines with the largest remainders, the
// first line on a tie), each line's VAT from its inclusive amount, rounded
// to the fils, and the totals summed from the lines. It refuses a discount
// above the sale and a full invoice without the buyer's name and address.
func PriceLines(s Sale, seller Seller) (PricedSale, error) {
	f := FieldErrors{}
	gross := make([]Money, len(s.Lines))
	var sum Money
	for i, l := range s.Lines {
		gross[i] = l.UnitPrice*Money(l.Quantity) - l.Discount
		sum += gross[i]
	}
	if sum > MaxIncomeAmount {
		f.Add("lines", MsgSaleTotal)
		return PricedSale{}, f.Err()
	}
	off := s.DiscountAmount
	if s.DiscountPercent > 0 {
		off = MulRatio(sum, int64(s.DiscountPercent), 10000)
	}
	if off > sum {
		f.Add("discount.amount", MsgSaleDiscountOff)
		return PricedSale{}, f.Err()
	}
	shares := shareOut(off, gross)
	rate := seller.VATRate()
	out := PricedSale{Lines: make([]TaxLine, len(s.Lines))}
	for i, l := range s.Lines {
		amount := gross[i] - shares[i]
		vat := VATIn(amount, rate)
		out.Lines[i] = TaxLine{
			Position: i + 1, ServiceID: l.ServiceID, Description: l.Description, Quantity: l.Quantity,
			UnitPrice: l.UnitPrice, Discount: l.Discount + shares[i],
			Net: amount - vat, VAT: vat, Amount: amount, PriceReason: l.PriceReason,
		}
	}
	out.Totals = SumLines(out.Lines)
	out.Paid = s.Paid()
	out.Due = out.Total - out.Paid
	out.NeedsBuyer = NeedsBuyer(seller, out.Total)
	out.Format = invoiceFormat(seller, s.Buyer, out.Total)
	if out.Format == FormatFull {
		if s.Buyer == nil || VisibleLen(s.Buyer.Name) == 0 {
			f.Add("buyer.name", MsgBuyerName)
		}
		if s.Buyer == nil || VisibleLen(s.Buyer.Address) == 0 {
			f.Add("buyer.address", MsgBuyerAddress)
		}
	}
	if err := f.Err(); err != nil {
		return PricedSale{}, err
	}
	return out, nil
}

// NeedsBuyer reports whether a sale of this total must name its buyer,
// whoever she is: a VAT-registered spa's sale above AED 10,000 needs a full
// tax invoice. (A buyer registered for VAT gets one at any total.)
func NeedsBuyer(seller Seller, total Money) bool {
	return seller.Registered() && total > FullInvoiceThreshold
}

// invoiceFormat decides the form of a sale's invoice: a receipt for a spa
// not registered for VAT; a full tax invoice for a buyer registered for
// VAT or a total above AED 10,000; a simplified one otherwise.
func invoiceFormat(seller Seller, b *Buyer, total Money) InvoiceFormat {
	switch {
	case !seller.Registered():
		return FormatReceipt
	case b != nil && b.TRN != "" || NeedsBuyer(seller, total):
		return FormatFull
	default:
		return FormatSimplified
	}
}

// shareOut divides amount over parts in proportion to their sizes, exactly:
// each share rounded down, then one fils more to the parts with the
// largest remainders (the earliest on a tie) until the shares add up to
// amount. amount must be at most the sum of parts; a share never exceeds
// its part.
func shareOut(amount Money, parts []Money) []Money {
	shares := make([]Money, len(parts))
	var total Money
	for _, p := range parts {
		total += p
	}
	if amount == 0 || total == 0 {
		return shares
	}
	rest := make([]Money, len(parts))
	left := amount
	for i, p := range parts {
		q, r := mulDivRem(amount, p, total)
		shares[i], rest[i] = q, r
		left -= q
	}
	for ; left > 0; left-- {
		best := -1
		for i := range parts {
			if shares[i] < parts[i] && (best < 0 || rest[i] > rest[best]) {
				best = i
			}
		}
		shares[best]++
		rest[best] = -1
	}
	return shares
}

// mulDivRem returns a × b / c rounded down and its remainder, for
// non-negative a and b of at most MaxIncomeAmount (their product is far
// inside int64) and positive c.
func mulDivRem(a, b, c Money) (Money, Money) {
	return a * b / c, a * b % c
}

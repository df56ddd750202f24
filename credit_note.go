package dayspa

import "fmt"

// Credit notes: an issued invoice is never changed; a mistake in it, a
// refund or a price lowered after the sale is a credit note that names the
// invoice and credits some of its lines, or an amount shared over them.
// What is credited never exceeds what is left of the invoice, line by line.

// The field messages of a credit note.
var (
	MsgCreditReason   = NewMsg("credit.reason", "Say why the invoice is corrected, in at most 500 characters.")
	MsgCreditAmount   = NewMsg("credit.amount", "Enter an amount above 0 with at most two decimals.")
	MsgCreditLine     = NewMsg("credit.line", "The invoice has no such line.")
	MsgCreditOne      = NewMsg("credit.one", "Credit some lines or an amount, not both.")
	MsgCreditTooMuch  = NewMsg("credit.too_much", "At most %s is left to credit.", "left")
	MsgCreditNotOwned = NewMsg("credit.not_invoice", "Only an invoice can be credited.")
)

// CreditLineInput credits Amount (VAT included) of the invoice's line at
// position Line.
type CreditLineInput struct {
	Line   *int    `json:"line"`
	Amount *Number `json:"amount"`
}

// CreditNoteInput is a credit note as the dialog sends it: some lines, or
// an amount shared over the invoice's lines, and the reason.
type CreditNoteInput struct {
	Lines  []CreditLineInput `json:"lines"`
	Amount *Number           `json:"amount"`
	Reason *string           `json:"reason"`
}

// CreditRequest is a credit note read from its input: an amount by the
// position of the line it credits, or (Lines empty) Amount shared over
// what is left of every line.
type CreditRequest struct {
	Lines  map[int]Money
	Amount Money
	Reason string
}

// Read parses the input, with a message per field.
func (in CreditNoteInput) Read() (CreditRequest, error) {
	f := FieldErrors{}
	r := CreditRequest{}
	switch {
	case len(in.Lines) > 0 && in.Amount != nil:
		f.Add("amount", MsgCreditOne)
	case len(in.Lines) > MaxSaleLines:
		f.Add("lines", MsgCreditLine)
	case len(in.Lines) > 0:
		r.Lines = map[int]Money{}
		for i, l := range in.Lines {
			at := fmt.Sprintf("lines[%d].", i)
			if l.Line == nil || *l.Line < 1 || r.Lines[*l.Line] != 0 {
				f.Add(at+"line", MsgCreditLine)
				continue
			}
			r.Lines[*l.Line] = creditAmount(f, at+"amount", l.Amount)
		}
	default:
		r.Amount = creditAmount(f, "amount", in.Amount)
	}
	r.Reason = requiredText(f, "reason", in.Reason, OneLine, maxSaleReason, MsgCreditReason)
	return r, f.Err()
}

func creditAmount(f FieldErrors, field string, n *Number) Money {
	text := ""
	if n != nil {
		text, _ = n.Text()
	}
	m, err := ParseMoney(text)
	if err != nil || m <= 0 || m > MaxIncomeAmount {
		f.Add(field, MsgCreditAmount)
		return 0
	}
	return m
}

// Credited sums, by the invoice line's position, the amounts and the VAT
// that earlier credit notes credited.
type Credited map[int]struct{ Amount, VAT Money }

// CreditedBy sums the lines of an invoice's earlier credit notes.
func CreditedBy(notes []TaxDocument) Credited {
	c := Credited{}
	for _, n := range notes {
		for _, l := range n.Lines {
			s := c[l.Corrects]
			s.Amount += l.Amount
			s.VAT += l.VAT
			c[l.Corrects] = s
		}
	}
	return c
}

// Left is what is left to credit of the invoice's lines.
func (c Credited) Left(inv *TaxDocument) Money {
	var left Money
	for _, l := range inv.Lines {
		left += l.Amount - c[l.Position].Amount
	}
	return left
}

// PriceCredit returns the lines of a credit note for the invoice, given
// what earlier credit notes credited. A line's VAT is the VAT of what is
// then credited of it in all, less the VAT credited before: crediting a
// whole line in parts credits exactly its VAT. It refuses more than what
// is left, on a line or in all.
func PriceCredit(inv *TaxDocument, before Credited, r CreditRequest) ([]TaxLine, error) {
	f := FieldErrors{}
	if inv.Kind != KindInvoice {
		f.Add("id", MsgCreditNotOwned)
		return nil, f.Err()
	}
	left := make([]Money, len(inv.Lines))
	for i, l := range inv.Lines {
		left[i] = l.Amount - before[l.Position].Amount
	}
	amounts := make([]Money, len(inv.Lines))
	if len(r.Lines) > 0 {
		byPosition := map[int]int{}
		for i, l := range inv.Lines {
			byPosition[l.Position] = i
		}
		for pos, a := range r.Lines {
			i, ok := byPosition[pos]
			if !ok {
				f.Add("lines", MsgCreditLine)
				continue
			}
			if a > left[i] {
				f.Add("lines", MsgCreditTooMuch, left[i].String())
				continue
			}
			amounts[i] = a
		}
	} else {
		var all Money
		for _, l := range left {
			all += l
		}
		if r.Amount > all {
			f.Add("amount", MsgCreditTooMuch, all.String())
		} else {
			amounts = shareOut(r.Amount, left)
		}
	}
	if err := f.Err(); err != nil {
		return nil, err
	}
	var lines []TaxLine
	for i, l := range inv.Lines {
		a := amounts[i]
		if a == 0 {
			continue
		}
		prev := before[l.Position].Amount
		vat := VATIn(prev+a, inv.VATRate) - VATIn(prev, inv.VATRate)
		lines = append(lines, TaxLine{
			Position: len(lines) + 1, ServiceID: l.ServiceID, Description: l.Description, Quantity: 1,
			UnitPrice: a, Net: a - vat, VAT: vat, Amount: a, Corrects: l.Position,
		})
	}
	return lines, nil
}

// CreditGiveBack is what a credit note of credit (its total, VAT included)
// gives back to the gift cards, packages and memberships that paid invoice
// inv, given its earlier credit notes, as the note's refund payments:
//   - a gift card gets its share of the credit in proportion to what it
//     paid of the invoice's total (rounded down to the fils, the rest
//     refunded by the desk), never more than it paid less what earlier
//     notes gave it back: a refund goes back to the tender that paid;
//   - a package's or membership's sessions come back once the invoice is
//     credited in full (nothing left of it after this note): a session is
//     given back whole or not at all.
//
// What is not given back here the desk refunds in cash or by card.
func CreditGiveBack(inv *TaxDocument, earlier []TaxDocument, credit Money) []Payment {
	if inv.Total <= 0 || credit <= 0 {
		return nil
	}
	given := map[int64]Payment{} // what earlier notes gave back, by entitlement
	for _, n := range earlier {
		for _, p := range n.Payments {
			g := given[p.EntitlementID]
			g.Amount += p.Amount
			g.Sessions += p.Sessions
			given[p.EntitlementID] = g
		}
	}
	whole := CreditedBy(earlier).Left(inv) == credit
	var back []Payment
	for _, p := range inv.Payments {
		if p.Method != PayEntitlement || p.EntitlementID == 0 {
			continue
		}
		out := Payment{Method: PayEntitlement, EntitlementID: p.EntitlementID, CardHint: p.CardHint, Kind: p.Kind}
		if p.Sessions > 0 {
			if !whole || given[p.EntitlementID].Sessions >= p.Sessions {
				continue
			}
			out.Sessions = p.Sessions - given[p.EntitlementID].Sessions
		} else {
			share := Money(int64(credit) * int64(p.Amount) / int64(inv.Total))
			out.Amount = min(share, p.Amount-given[p.EntitlementID].Amount)
			if out.Amount <= 0 {
				continue
			}
		}
		back = append(back, out)
	}
	return back
}

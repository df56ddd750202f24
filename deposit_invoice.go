package dayspa

import "fmt"

// The money documents of a deposit. VAT is due when a prepayment for a
// specific service is received, so a deposit is invoiced when its payment
// is: a tax invoice of one line, the deposit for the booked service, paid
// by card on the provider's page. At checkout the final invoice lists the
// whole sale, deducts what the deposit's invoice charged and still stands
// (not credited by a refund) with that invoice's number, and charges the
// rest: its totals, and so its VAT, are the sale's less the deposit's, and
// the two invoices together charge the sale's VAT once.

// DepositIssuedBy is who the documents of a deposit name as their issuer
// when no one at the desk issued them: the payment's receipt, the job's
// refund.
const DepositIssuedBy = "Online payment"

// Prepayment is a final invoice's deduction of a prepayment invoiced
// before: that invoice, and the amount (VAT included) and VAT of it that
// still stand.
type Prepayment struct {
	DocumentID int64  `json:"documentId"`
	Number     string `json:"number"`
	Amount     Money  `json:"amount"`
	VAT        Money  `json:"vat"`
}

// MsgPrepaidMore refuses a sale that is less than the deposit already paid
// towards it: the difference is refunded first.
var MsgPrepaidMore = NewMsg("sale.prepaid_more", "The sale is less than the deposit already paid (%s): refund the difference first.", "prepaid")

// DepositSale is the sale a prepayment's invoice is for: one line, the
// deposit towards the booked service (what names it), or with full the
// whole price paid in advance (a payment link's), paid by card.
func DepositSale(serviceID int64, what string, amount Money, full bool) Sale {
	id := serviceID
	label := "Deposit: "
	if full {
		label = "Paid in advance: "
	}
	return Sale{
		Lines:    []SaleLine{{ServiceID: &id, Description: label + what, UnitPrice: amount, Quantity: 1}},
		Payments: []Payment{{Method: PayCard, Amount: amount}},
	}
}

// DepositWhat names the booked service a deposit is for: the service and
// the visit's day and time.
func DepositWhat(service string, date Date, at string) string {
	return fmt.Sprintf("%s, %s %s", service, date, at)
}

// PriceSaleAfter prices sale s (PriceLines) less the prepayment pre (nil
// when there is none) and checks that its payments add up to what is left
// to pay. The totals are then the sale's less the prepayment's amount, VAT
// and net, which is what the final invoice charges.
func PriceSaleAfter(s Sale, seller Seller, pre *Prepayment) (PricedSale, error) {
	p, err := PriceLinesAfter(s, seller, pre)
	if err != nil {
		return PricedSale{}, err
	}
	if p.Due != 0 {
		f := FieldErrors{}
		f.Add("payments", MsgSalePayments, p.Total.String())
		return PricedSale{}, f.Err()
	}
	return p, nil
}

// PriceLinesAfter is PriceLines less the prepayment pre (nil: none): the
// totals, what is paid and what is due are after the deduction. A sale
// below the prepayment is refused.
func PriceLinesAfter(s Sale, seller Seller, pre *Prepayment) (PricedSale, error) {
	p, err := PriceLines(s, seller)
	if err != nil || pre == nil || pre.Amount == 0 {
		return p, err
	}
	if pre.Amount > p.Total {
		f := FieldErrors{}
		f.Add("lines", MsgPrepaidMore, pre.Amount.String())
		return PricedSale{}, f.Err()
	}
	p.Total -= pre.Amount
	// The lines' VAT less the deposit's; rounding per line could leave the
	// deposit's a fils above a small sale's, which is then 0.
	p.VAT = max(p.VAT-pre.VAT, 0)
	p.Net = p.Total - p.VAT
	p.Due = p.Total - p.Paid
	return p, nil
}

package dayspa

import (
	"context"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"
)

// The spa's spending: what the owner records she paid (products, laundry,
// rent, salaries…), beside the takings of income.go. The rules of an
// expense are here; the store keeps them and adds them up per day for the
// income summary (IncomeSummary's Spending).
//
// Category is free text, not a fixed list: the owner names her own
// categories ("Hammam supplies") as the spa grows, and a list the server
// would have to be changed for each new one helps nobody. The form offers
// ExpenseCategories as suggestions; the server only asks for one line of
// 1 to 60 characters, trimmed and its spaces folded, so the same name typed
// twice is one category.

// ExpenseCategories are the categories the form suggests.
var ExpenseCategories = []string{"products", "laundry", "rent", "utilities", "salaries", "marketing", "other"}

// ExpensePayment is how an expense was paid (a guest's payments are
// PaymentMethod, which has no bank transfer).
type ExpensePayment string

// The ways an expense is paid.
const (
	PaidCash         ExpensePayment = "cash"
	PaidCard         ExpensePayment = "card"
	PaidBankTransfer ExpensePayment = "bank_transfer"
	PaidOther        ExpensePayment = "other"
)

// ExpensePayments lists the payment methods in the form's order.
var ExpensePayments = []ExpensePayment{PaidCash, PaidCard, PaidBankTransfer, PaidOther}

// Valid reports whether m is one of ExpensePayments.
func (m ExpensePayment) Valid() bool {
	for _, v := range ExpensePayments {
		if m == v {
			return true
		}
	}
	return false
}

// Limits of an expense's fields. MaxExpenseAmount is an invoice's bound:
// the sums of a year of expenses stay far inside int64.
const (
	MaxExpenseAmount     = MaxIncomeAmount
	maxExpenseCategory   = 60
	maxExpenseSupplier   = 100
	maxExpenseNote       = 2000
	maxExpenseCategoryQS = maxExpenseCategory // a filter names a category
)

// The field messages of the expense form.
var (
	MsgExpenseDate      = NewMsg("expense.date", "Please enter a valid date.")
	MsgExpenseCategory  = NewMsg("expense.category", "Enter a category of 1 to 60 characters.")
	MsgExpenseSupplier  = NewMsg("expense.supplier", "Supplier must be one line of at most 100 characters.")
	MsgExpenseAmount    = NewMsg("expense.amount", "Enter an amount above 0 and up to 1000000, with at most two decimals.")
	MsgExpenseVAT       = NewMsg("expense.vat", "Enter the VAT paid: from 0 up to the amount, with at most two decimals.")
	MsgExpensePayment   = NewMsg("expense.payment_method", "Please choose how it was paid: cash, card, bank transfer or other.")
	MsgExpenseNote      = NewMsg("expense.note", "Note must be at most 2000 characters, without hidden characters.")
	MsgExpenseNotFound  = NewMsg("expense.not_found", "Expense not found.")
	MsgExpenseFilterCat = NewMsg("expense.filter_category", "Category must be at most 60 characters.")
)

// Expense is one payment of the spa. Amount is what was paid, VAT
// included; VAT is the part of it that was VAT (0 when there was none or
// it is not known), never more than Amount.
type Expense struct {
	ID            int64          `json:"id"`
	Date          Date           `json:"date"` // the spa's calendar day (Asia/Dubai)
	Category      string         `json:"category"`
	Supplier      string         `json:"supplier"`
	Amount        Money          `json:"amount"`
	VAT           Money          `json:"vat"`
	PaymentMethod ExpensePayment `json:"paymentMethod"`
	Note          string         `json:"note"`
	// Receipt is the supplier's invoice, nil until one is attached
	// (receipt.go); only SetExpenseReceipt changes it.
	Receipt   *Receipt  `json:"receipt"`
	CreatedAt time.Time `json:"createdAt"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// ExpenseInput is the expense form's body. On create date, category,
// amount and paymentMethod are required; on PATCH a field left out (or
// null) stays as it is. A blank vat is 0.
type ExpenseInput struct {
	Date          *string `json:"date"`
	Category      *string `json:"category"`
	Supplier      *string `json:"supplier"`
	Amount        *Number `json:"amount"`
	VAT           *Number `json:"vat"`
	PaymentMethod *string `json:"paymentMethod"`
	Note          *string `json:"note"`
}

// NewExpense reads the form into a new, valid expense; today is the spa's
// day, which bounds the date to the record window. A bad input gets every
// field's message at once (EINVALID).
func NewExpense(in ExpenseInput, loc *time.Location, today Date) (Expense, error) {
	var e Expense
	if err := in.Apply(&e, loc, today); err != nil {
		return Expense{}, err
	}
	return e, nil
}

// Apply sets the fields the input holds onto e and checks the whole
// expense. On an error e is unchanged.
func (in ExpenseInput) Apply(e *Expense, loc *time.Location, today Date) error {
	f := FieldErrors{}
	next := *e
	if in.Date != nil {
		d, err := ParseCalendarDate(strings.TrimSpace(*in.Date), loc)
		if err != nil {
			f.Add("date", MsgExpenseDate)
		} else {
			next.Date = d
		}
	}
	if in.Category != nil {
		if !ValidText(*in.Category, OneLine) {
			f.Add("category", MsgExpenseCategory)
		}
		next.Category = cleanText(*in.Category)
	}
	if in.Supplier != nil {
		if !ValidText(*in.Supplier, OneLine) {
			f.Add("supplier", MsgExpenseSupplier)
		}
		next.Supplier = cleanText(*in.Supplier)
	}
	if in.Note != nil {
		if !ValidText(*in.Note, MultiLine) {
			f.Add("note", MsgExpenseNote)
		}
		next.Note = strings.TrimSpace(strings.ReplaceAll(*in.Note, "\r\n", "\n"))
	}
	amount := func(field string, msg Msg, n *Number, dst *Money) {
		if n == nil {
			return
		}
		s, ok := n.Text()
		if !ok {
			f.Add(field, MsgNumber)
			return
		}
		var m Money
		if s != "" {
			var err error
			if m, err = ParseMoney(s); err != nil || m > MaxExpenseAmount {
				f.Add(field, msg)
				return
			}
		}
		*dst = m
	}
	amount("amount", MsgExpenseAmount, in.Amount, &next.Amount)
	amount("vat", MsgExpenseVAT, in.VAT, &next.VAT)
	if in.PaymentMethod != nil {
		next.PaymentMethod = ExpensePayment(strings.TrimSpace(*in.PaymentMethod))
	}
	next.validate(f, today)
	if err := f.Err(); err != nil {
		return err
	}
	*e = next
	return nil
}

// validate records in f what is wrong with e, a field at a time (a field
// that already has its message keeps it).
func (e *Expense) validate(f FieldErrors, today Date) {
	if e.Date == (Date{}) {
		f.Add("date", MsgExpenseDate)
	} else {
		CheckRecordDate(f, "date", e.Date, today)
	}
	if n := utf8.RuneCountInString(e.Category); n == 0 || n > maxExpenseCategory {
		f.Add("category", MsgExpenseCategory)
	}
	if utf8.RuneCountInString(e.Supplier) > maxExpenseSupplier {
		f.Add("supplier", MsgExpenseSupplier)
	}
	if utf8.RuneCountInString(e.Note) > maxExpenseNote {
		f.Add("note", MsgExpenseNote)
	}
	if e.Amount <= 0 || e.Amount > MaxExpenseAmount {
		f.Add("amount", MsgExpenseAmount)
	}
	if e.VAT < 0 || e.VAT > e.Amount {
		f.Add("vat", MsgExpenseVAT)
	}
	if !e.PaymentMethod.Valid() {
		f.Add("paymentMethod", MsgExpensePayment)
	}
}

// ExpenseFilter selects expenses; nil and empty fields match all. From and
// To are the spa's days, both included; Category matches exactly (case
// aside); Search is a case-insensitive substring of the supplier or the
// note. Lists are newest first: by day, then the most recently created.
type ExpenseFilter struct {
	From, To *Date
	Category string
	Search   string
	Page
}

// ExpenseFilterQuery reads the expenses list's filters:
// ?from=&to=&category=&search=&page=&limit=. from and to are YYYY-MM-DD
// inside the record window, to not before from.
func ExpenseFilterQuery(q url.Values, today Date) (ExpenseFilter, error) {
	f := FieldErrors{}
	filter := ExpenseFilter{Page: PageQuery(q, f), Search: SearchQuery(q, f)}
	date := func(name string) *Date {
		d := optionalDateQuery(q, f, name)
		if d == nil || !CheckRecordDate(f, name, *d, today) {
			return nil
		}
		return d
	}
	filter.From, filter.To = date("from"), date("to")
	CheckPeriod(f, "to", filter.From, filter.To)
	if v := cleanText(q.Get("category")); !utf8.ValidString(v) || utf8.RuneCountInString(v) > maxExpenseCategoryQS {
		f.Add("category", MsgExpenseFilterCat)
	} else {
		filter.Category = v
	}
	if err := f.Err(); err != nil {
		return ExpenseFilter{}, err
	}
	return filter, nil
}

// ExpenseStore keeps the expenses.
type ExpenseStore interface {
	// CreateExpense stores e, an expense NewExpense made, assigning its ID
	// and times.
	CreateExpense(ctx context.Context, e *Expense) error
	// GetExpense returns ENOTFOUND if no expense has that id.
	GetExpense(ctx context.Context, id int64) (*Expense, error)
	// UpdateExpense reads the expense under its row lock, lets change
	// alter it (ExpenseInput.Apply) and stores the result. Returns
	// ENOTFOUND or change's error; nothing is written then.
	UpdateExpense(ctx context.Context, id int64, change func(e *Expense) error) (*Expense, error)
	// SetExpenseReceipt attaches r to the expense under its row lock,
	// replacing the receipt it had, or with r nil removes it. It answers
	// the expense as it is now and the blob key of the receipt it no
	// longer holds ("" for none), whose file the caller removes once this
	// has returned: the row never names a file already gone. Returns
	// ENOTFOUND; nothing is written then.
	SetExpenseReceipt(ctx context.Context, id int64, r *Receipt) (*Expense, string, error)
	// DeleteExpense removes the expense and answers it as it was, so the
	// caller removes its receipt's file after. Returns ENOTFOUND if no
	// expense has that id.
	DeleteExpense(ctx context.Context, id int64) (*Expense, error)
	// ListExpenses returns one page of the expenses matching f, newest
	// first, and the number of all that match.
	ListExpenses(ctx context.Context, f ExpenseFilter) ([]Expense, int, error)
}

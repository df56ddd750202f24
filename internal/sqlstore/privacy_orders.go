package sqlstore

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/dayspa/dayspa"
)

// The person's gift cards, packages and memberships, and what they bought
// online, for their export: what they hold or were given, and the orders
// they made or were named the recipient of.

func personEntitlementRows(ctx context.Context, tx *Tx, p *dayspa.PersonData, _ int64) error {
	rows, err := tx.QueryContext(ctx, `SELECT `+entitlementColumns+` FROM entitlements
		WHERE holder_email = $1 OR recipient_email = $1 ORDER BY id`, p.Email)
	if err != nil {
		return fmt.Errorf("person entitlements: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		e, err := scanEntitlement(rows)
		if err != nil {
			return fmt.Errorf("person entitlements: %w", err)
		}
		p.Entitlements = append(p.Entitlements, dayspa.NewPersonEntitlement(*e))
	}
	return rows.Err()
}

func personOrderRows(ctx context.Context, tx *Tx, p *dayspa.PersonData, _ int64) error {
	rows, err := tx.QueryContext(ctx, `
		SELECT 'gift_card', treatment, value_amount, buyer_name, buyer_email, recipient_name, recipient_email, message,
			delivery_date, entitlement_id IS NOT NULL, created_at
		FROM gift_card_orders WHERE buyer_email = $1 OR recipient_email = $1
		UNION ALL
		SELECT kind, name, price, buyer_name, buyer_email, '', '', '', NULL, entitlement_id IS NOT NULL, created_at
		FROM offer_orders WHERE buyer_email = $1
		ORDER BY 11`, p.Email)
	if err != nil {
		return fmt.Errorf("person orders: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var (
			o    dayspa.PersonOrder
			kind string
			day  sql.Null[dayspa.Date]
		)
		if err := rows.Scan(&kind, &o.What, &o.Amount, &o.BuyerName, &o.BuyerEmail, &o.RecipientName, &o.RecipientEmail,
			&o.Message, &day, &o.Paid, &o.CreatedAt); err != nil {
			return fmt.Errorf("person orders: %w", err)
		}
		o.Kind, o.CreatedAt = dayspa.EntitlementKind(kind), o.CreatedAt.UTC()
		if day.Valid {
			o.DeliveryDate = &day.V
		}
		p.Orders = append(p.Orders, o)
	}
	return rows.Err()
}

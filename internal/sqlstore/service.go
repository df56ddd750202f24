package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/dayspa/dayspa"
)

var _ dayspa.ServiceStore = (*DB)(nil)

// ListServices returns every service, active or not, by id.
func (db *DB) ListServices(ctx context.Context) ([]dayspa.Service, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.Service, error) {
		return listServices(ctx, tx)
	})
}

// GetService returns ENOTFOUND if no service has that id.
func (db *DB) GetService(ctx context.Context, id int64) (*dayspa.Service, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.Service, error) {
		return findServiceByID(ctx, tx, id)
	})
}

// CreateService stores s, valid (ServiceInput.New), and sets its ID.
func (db *DB) CreateService(ctx context.Context, s *dayspa.Service) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if err := createService(ctx, tx, s); err != nil {
			return err
		}
		noteAudit(ctx, s.ID, nil, s)
		return nil
	})
}

// UpdateService revises the service with u (Service.Revise). Returns
// ENOTFOUND or EINVALID; nothing is written on error.
func (db *DB) UpdateService(ctx context.Context, id int64, u dayspa.ServiceUpdate) (*dayspa.Service, error) {
	return write(ctx, db, func(tx *Tx) (*dayspa.Service, error) {
		s, err := updateService(ctx, tx, id, u)
		if err != nil {
			return nil, err
		}
		return s, nil
	})
}

const serviceColumns = `id, name, name_ar, description, description_ar, category, duration, price, is_active, prep_minutes`

// serviceFields are the destinations of serviceColumns in s.
func serviceFields(s *dayspa.Service) []any {
	return []any{&s.ID, &s.Name, &s.NameAr, &s.Description, &s.DescriptionAr, &s.Category, &s.Duration, &s.Price, &s.IsActive, &s.PrepTime}
}

func scanService(row interface{ Scan(...any) error }, s *dayspa.Service) error {
	return row.Scan(serviceFields(s)...)
}

func listServices(ctx context.Context, tx *Tx) ([]dayspa.Service, error) {
	rows, err := tx.QueryContext(ctx, `SELECT `+serviceColumns+` FROM services ORDER BY id`)
	if err != nil {
		return nil, fmt.Errorf("list services: %w", err)
	}
	defer rows.Close()
	out := []dayspa.Service{}
	for rows.Next() {
		var s dayspa.Service
		if err := scanService(rows, &s); err != nil {
			return nil, fmt.Errorf("list services: %w", err)
		}
		out = append(out, s)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("list services: %w", err)
	}
	return out, nil
}

const findServiceSQL = `SELECT ` + serviceColumns + ` FROM services WHERE id = $1`

func findServiceByID(ctx context.Context, tx *Tx, id int64) (*dayspa.Service, error) {
	var s dayspa.Service
	err := scanService(tx.queryRow(ctx, findServiceSQL, id), &s)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgServiceNotFound)
	} else if err != nil {
		return nil, fmt.Errorf("find service %d: %w", id, err)
	}
	return &s, nil
}

func createService(ctx context.Context, tx *Tx, s *dayspa.Service) error {
	err := tx.QueryRowContext(ctx, `
		INSERT INTO services (name, description, category, duration, price, is_active, created_at, prep_minutes, name_ar, description_ar)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
		RETURNING id`,
		s.Name, s.Description, s.Category, s.Duration, int64(s.Price), s.IsActive, tx.now, s.PrepTime, s.NameAr, s.DescriptionAr,
	).Scan(&s.ID)
	if err != nil {
		return fmt.Errorf("create service: %w", err)
	}
	return nil
}

func updateService(ctx context.Context, tx *Tx, id int64, u dayspa.ServiceUpdate) (*dayspa.Service, error) {
	s, err := findServiceByID(ctx, tx, id)
	if err != nil {
		return nil, err
	}
	before := *s
	if err := s.Revise(u); err != nil {
		return nil, err
	}
	noteAudit(ctx, id, before, s)
	_, err = tx.ExecContext(ctx, `
		UPDATE services
		SET name = $1, description = $2, category = $3, duration = $4, price = $5, is_active = $6, prep_minutes = $7,
			name_ar = $8, description_ar = $9
		WHERE id = $10`,
		s.Name, s.Description, s.Category, s.Duration, int64(s.Price), s.IsActive, s.PrepTime, s.NameAr, s.DescriptionAr, s.ID)
	if err != nil {
		return nil, fmt.Errorf("update service %d: %w", id, err)
	}
	return s, nil
}

// ListServiceViews returns every service, by id, with its number of
// bookings (of any status).
func (db *DB) ListServiceViews(ctx context.Context) ([]dayspa.ServiceView, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.ServiceView, error) {
		rows, err := tx.QueryContext(ctx, `
		SELECT s.id, s.name, s.name_ar, s.description, s.description_ar, s.category, s.duration, s.price, s.is_active, s.prep_minutes,
			COALESCE(n.bookings, 0)
		FROM services s
		LEFT JOIN (SELECT service_id, COUNT(*) AS bookings FROM bookings GROUP BY service_id) n
			ON n.service_id = s.id
		ORDER BY s.id`)
		if err != nil {
			return nil, fmt.Errorf("list service views: %w", err)
		}
		defer rows.Close()
		out := []dayspa.ServiceView{}
		for rows.Next() {
			var v dayspa.ServiceView
			if err := rows.Scan(append(serviceFields(&v.Service), &v.BookingCount)...); err != nil {
				return nil, fmt.Errorf("list service views: %w", err)
			}
			out = append(out, v)
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("list service views: %w", err)
		}
		return out, nil
	})
}

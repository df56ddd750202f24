package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/dayspa/dayspa"
)

var _ dayspa.PDFUploadStore = (*DB)(nil)

// Uploaded PDF reports. An upload goes through blob_uploads: claimed when
// its signed URL is first used (so it is used once), completed when its
// file is stored, and moved to pdf_uploads when the dashboard records it.
// A key is in at most one of the two tables.

// MsgUploadUsed is the answer to a signed upload URL used a second time.
var MsgUploadUsed = dayspa.MsgUploadUsed

// msgUploadNotDone is the field message of a report whose upload did not
// finish, or that is recorded already.
var msgUploadNotDone = dayspa.NewMsg("upload.not_done", "No finished upload has this URL. Please upload the file again.")

// BeginUpload claims key for one upload. Returns ECONFLICT when the key
// was claimed or recorded before.
func (db *DB) BeginUpload(ctx context.Context, key string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		var recorded int
		if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM pdf_uploads WHERE storage_key = $1`, key).Scan(&recorded); err != nil {
			return fmt.Errorf("begin upload: %w", err)
		}
		if recorded > 0 {
			return dayspa.Errorf(dayspa.ECONFLICT, MsgUploadUsed)
		}
		_, err := tx.ExecContext(ctx, `INSERT INTO blob_uploads (storage_key, created_at) VALUES ($1, $2)`, key, tx.now)
		if isUniqueViolation(err) {
			return dayspa.Errorf(dayspa.ECONFLICT, MsgUploadUsed)
		} else if err != nil {
			return fmt.Errorf("begin upload: %w", err)
		}
		return nil
	})
}

// CompleteUpload records that key's file is stored, with its size.
func (db *DB) CompleteUpload(ctx context.Context, key string, size int64) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		res, err := tx.ExecContext(ctx, `UPDATE blob_uploads SET file_size = $1, completed_at = $2
		WHERE storage_key = $3 AND completed_at IS NULL`, size, tx.now, key)
		if err != nil {
			return fmt.Errorf("complete upload: %w", err)
		}
		if n, err := res.RowsAffected(); err != nil {
			return fmt.Errorf("complete upload: %w", err)
		} else if n != 1 {
			return dayspa.Errorf(dayspa.ECONFLICT, MsgUploadUsed)
		}
		return nil
	})
}

// AbandonUpload forgets the claim of an upload that did not complete, so
// that nothing of it stays behind.
func (db *DB) AbandonUpload(ctx context.Context, key string) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		if _, err := tx.ExecContext(ctx, `DELETE FROM blob_uploads WHERE storage_key = $1 AND completed_at IS NULL`, key); err != nil {
			return fmt.Errorf("abandon upload: %w", err)
		}
		return nil
	})
}

// StaleUploads forgets the uploads claimed before cutoff and never
// recorded, and returns their keys, whose files the caller removes.
func (db *DB) StaleUploads(ctx context.Context, cutoff time.Time) ([]string, error) {
	return write(ctx, db, func(tx *Tx) ([]string, error) {
		rows, err := tx.QueryContext(ctx, `DELETE FROM blob_uploads WHERE created_at < $1 RETURNING storage_key`, dbTime(cutoff))
		if err != nil {
			return nil, fmt.Errorf("stale uploads: %w", err)
		}
		var keys []string
		for rows.Next() {
			var k string
			if err := rows.Scan(&k); err != nil {
				rows.Close()
				return nil, fmt.Errorf("stale uploads: %w", err)
			}
			keys = append(keys, k)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("stale uploads: %w", err)
		}
		return keys, nil
	})
}

// CreatePDFUpload records the completed upload of p.StorageKey as a
// report (p is dayspa.PDFUploadRequest.Record's), with the size actually stored. Returns
// EINVALID (on uploadURL) when no finished upload has that key.
func (db *DB) CreatePDFUpload(ctx context.Context, p *dayspa.PDFUpload) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		var size int64
		err := tx.QueryRowContext(ctx, `DELETE FROM blob_uploads WHERE storage_key = $1 AND completed_at IS NOT NULL
		RETURNING file_size`, p.StorageKey).Scan(&size)
		if errors.Is(err, sql.ErrNoRows) {
			return dayspa.FieldErrors{"uploadURL": {Code: msgUploadNotDone.Code, Text: msgUploadNotDone.Text}}.ErrMsg(msgUploadNotDone)
		} else if err != nil {
			return fmt.Errorf("create pdf upload: %w", err)
		}
		p.FileSize, p.CreatedAt = size, tx.now
		err = tx.QueryRowContext(ctx, `
		INSERT INTO pdf_uploads (file_name, original_name, storage_key, file_size, report_type, report_date, description, created_at)
		VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
			p.FileName, p.OriginalName, p.StorageKey, p.FileSize, p.ReportType, p.ReportDate, p.Description, p.CreatedAt,
		).Scan(&p.ID)
		if err != nil {
			return fmt.Errorf("create pdf upload: %w", err)
		}
		noteAudit(ctx, p.ID, nil, p)
		return nil
	})
}

const pdfUploadColumns = `id, file_name, original_name, storage_key, file_size, report_type, report_date, description, created_at`

func scanPDFUpload(s scanner) (*dayspa.PDFUpload, error) {
	var p dayspa.PDFUpload
	if err := s.Scan(&p.ID, &p.FileName, &p.OriginalName, &p.StorageKey, &p.FileSize, &p.ReportType, &p.ReportDate,
		&p.Description, &p.CreatedAt); err != nil {
		return nil, err
	}
	p.CreatedAt = p.CreatedAt.UTC()
	return &p, nil
}

// ListPDFUploads returns every uploaded report, newest first.
func (db *DB) ListPDFUploads(ctx context.Context) ([]dayspa.PDFUpload, error) {
	return read(ctx, db, func(tx *Tx) ([]dayspa.PDFUpload, error) {
		rows, err := tx.QueryContext(ctx, `SELECT `+pdfUploadColumns+` FROM pdf_uploads ORDER BY created_at DESC, id DESC`)
		if err != nil {
			return nil, fmt.Errorf("list pdf uploads: %w", err)
		}
		defer rows.Close()
		out := []dayspa.PDFUpload{}
		for rows.Next() {
			p, err := scanPDFUpload(rows)
			if err != nil {
				return nil, fmt.Errorf("list pdf uploads: %w", err)
			}
			out = append(out, *p)
		}
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("list pdf uploads: %w", err)
		}
		return out, nil
	})
}

// GetPDFUpload returns the report with that id, or ENOTFOUND.
func (db *DB) GetPDFUpload(ctx context.Context, id int64) (*dayspa.PDFUpload, error) {
	return read(ctx, db, func(tx *Tx) (*dayspa.PDFUpload, error) {
		p, err := scanPDFUpload(tx.QueryRowContext(ctx, `SELECT `+pdfUploadColumns+` FROM pdf_uploads WHERE id = $1`, id))
		if errors.Is(err, sql.ErrNoRows) {
			return nil, dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgReportNotFound)
		} else if err != nil {
			return nil, fmt.Errorf("get pdf upload %d: %w", id, err)
		}
		return p, nil
	})
}

// DeletePDFUpload removes the report's record and, through remove, its
// file, before committing: if the file cannot be removed the record stays.
func (db *DB) DeletePDFUpload(ctx context.Context, id int64, remove func(key string) error) error {
	return db.inWrite(ctx, func(tx *Tx) error {
		p, err := scanPDFUpload(tx.QueryRowContext(ctx, `DELETE FROM pdf_uploads WHERE id = $1 RETURNING `+pdfUploadColumns, id))
		if errors.Is(err, sql.ErrNoRows) {
			return dayspa.Errorf(dayspa.ENOTFOUND, dayspa.MsgReportNotFound)
		} else if err != nil {
			return fmt.Errorf("delete pdf upload %d: %w", id, err)
		}
		noteAudit(ctx, id, p, nil)
		key := p.StorageKey
		if err := remove(key); err != nil {
			return fmt.Errorf("delete pdf upload %d: remove file: %w", id, err)
		}
		return nil
	})
}

-- Worked examples over the warehouse (README, "Analysts"). Open it read-only; a session may
-- stay open while runs publish (reconnect to see rows published since you connected):
--
--   duckdb -readonly data/warehouse.duckdb < docs/analyst_queries.sql
--   .venv/bin/python -c "import duckdb; c = duckdb.connect('data/warehouse.duckdb', read_only=True); [print(c.sql(s.query)) for s in duckdb.extract_statements(open('docs/analyst_queries.sql').read())]"
--
-- Each query is named by the comment line before it; po_pipeline_tests/warehouse/
-- test_analyst_queries.py runs them on a warehouse it fills and checks the answers.

-- name: spend_per_supplier_per_month
-- Spend per supplier per month of arrival, loaded orders only; within a month the largest
-- spend first.
SELECT CAST(date_trunc('month', arrival_date) AS DATE) AS month,
       supplier,
       count(*) AS orders,
       sum(total) AS spend
FROM purchase_orders
GROUP BY ALL
ORDER BY month, spend DESC, supplier;

-- name: awaiting_review_oldest_first
-- Orders waiting for a person, the one that has waited longest first, with why and for how
-- long. `po-pipeline review show DOCUMENT_ID` tells everything about one of them.
SELECT document_id,
       reason,
       age,
       arrival_date,
       order_number,
       supplier,
       total,
       source_file
FROM review_queue
ORDER BY waiting_since, document_id;

-- name: largest_orders_this_week
-- The ten largest orders that arrived this week (weeks start on Monday), largest first;
-- reviewed_by names the person who approved or corrected an order, if one did.
SELECT order_number,
       supplier,
       total,
       arrival_date,
       reviewed_by
FROM purchase_orders
WHERE arrival_date >= date_trunc('week', current_date)
ORDER BY total DESC, order_number
LIMIT 10;

-- PostgreSQL's identity never gives an id twice: what SQLite's 032 rebuilds for is already so here.
SELECT 1;

module.exports = require('./log-scan.global.js').setup;

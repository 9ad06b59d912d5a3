"""gunicorn's settings for the referee: `gunicorn -c gunicorn.conf.py wsgi:app` (gunicorn also reads this file
by itself when started in this folder). Its access and error logs mask secrets as `make run`'s log does."""

from gunicorn.glogging import Logger

from referee.app.logs import mask_secrets


class MaskedLogger(Logger):
    def setup(self, cfg):
        super().setup(cfg)
        mask_secrets(self.access_log)
        mask_secrets(self.error_log)


logger_class = MaskedLogger

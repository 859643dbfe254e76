"""Fast TransactWriteItems for the local emulator.

moto makes a transaction undoable by deep-copying the whole table once per item of the
transaction: a 100-item transaction on a table of 3,000 items takes about 8 seconds. This keeps
moto's own transaction logic and only replaces that backup: before the call, each item the
transaction names is copied (and the length of the table's stream noted); a cancelled transaction
puts those items back and drops the stream records it added. Same result, cost proportional to the
transaction instead of the table.
"""
import copy

from moto.dynamodb import models as dynamodb_models
from moto.dynamodb.models.dynamo_type import DynamoType
from moto.dynamodb.models.table import Table

_original = dynamodb_models.DynamoDBBackend.transact_write_items


class _NoTableCopy:
    """Stands in for the `copy` module inside moto's transact_write_items: tables are not copied."""

    @staticmethod
    def deepcopy(value, *args, **kwargs):
        return value if isinstance(value, Table) else copy.deepcopy(value, *args, **kwargs)


def _keys(table, op_type, op):
    attrs = op["Item"] if op_type == "Put" else op["Key"]
    hash_value = DynamoType(attrs[table.hash_key_attr])
    range_value = DynamoType(attrs[table.range_key_attr]) if table.range_key_attr else None
    return hash_value, range_value


def _restore(table, hash_value, range_value, saved):
    if table.range_key_attr:
        if saved is None:
            table.items.get(hash_value, {}).pop(range_value, None)
        else:
            table.items[hash_value][range_value] = saved
    elif saved is None:
        table.items.pop(hash_value, None)
    else:
        table.items[hash_value] = saved


def transact_write_items(self, transact_items):
    saved_items = []
    stream_lengths = {}
    for entry in transact_items:
        op_type, op = next(iter(entry.items()))
        table = self.tables.get(op.get("TableName"))
        if table is None:
            continue
        try:
            hash_value, range_value = _keys(table, op_type, op)
            current = table.get_item(hash_value, range_value)
        except Exception:  # a malformed key: moto's own code answers it
            continue
        saved_items.append((table, hash_value, range_value, copy.deepcopy(current)))
        if table.stream_shard is not None:
            stream_lengths.setdefault(id(table), (table, len(table.stream_shard.items)))
    module_copy = dynamodb_models.copy
    dynamodb_models.copy = _NoTableCopy
    try:
        return _original(self, transact_items)
    except Exception:
        for table, hash_value, range_value, saved in reversed(saved_items):
            _restore(table, hash_value, range_value, saved)
        for table, length in stream_lengths.values():
            del table.stream_shard.items[length:]
        raise
    finally:
        dynamodb_models.copy = module_copy


dynamodb_models.DynamoDBBackend.transact_write_items = transact_write_items
